"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

/**
 * Opening a new message marked it read while the platform's navigation, which stays mounted
 * between its screens, still counts it: one refresh brings the count up to date.
 */
export function RefreshAfterOpening() {
  const router = useRouter();
  useEffect(() => router.refresh(), [router]);
  return null;
}
