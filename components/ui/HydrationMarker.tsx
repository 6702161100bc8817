"use client";

import { useEffect } from "react";

/**
 * Marks the document once React has hydrated it (`<html data-hydrated>`): from then on its buttons
 * and forms answer. End-to-end tests wait for it after every full page load, so that a click on a
 * busy machine never lands on a page that cannot answer yet.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return null;
}
