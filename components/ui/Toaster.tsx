"use client";

import dynamic from "next/dynamic";
import type { CSSProperties } from "react";

// sonner loads after the page is interactive, not with it: a layout's first load need not parse
// and run a toast library before anything is shown. A toast raised before it arrives (the
// sign-in's, raised on the previous screen) is not lost: sonner replays the active toasts to a
// toaster that subscribes later.
const SonnerToaster = dynamic(() => import("sonner").then((module) => module.Toaster), {
  ssr: false,
});

// sonner's rich colours put text under 4.5:1 on its pale backgrounds (success is 4.25:1): the
// palette's AA text colours replace them.
const AA_TEXT = {
  "--success-text": "#166534",
  "--error-text": "#b42318",
  "--warning-text": "#8a4500",
  "--info-text": "#1b3c6f",
} as CSSProperties;

/** The toasts of a layout: top centre, 3 seconds, coloured by kind with AA contrast. */
export function Toaster() {
  return (
    <SonnerToaster
      position="top-center"
      duration={3000}
      richColors
      closeButton
      style={AA_TEXT}
      // sonner names its region and close buttons in English unless told.
      containerAriaLabel="Avisos"
      toastOptions={{ closeButtonAriaLabel: "Cerrar aviso" }}
    />
  );
}
