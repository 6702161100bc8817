"use client";

import { useEffect, useRef, useState } from "react";

/**
 * After a failed submit, focus goes to the first control marked invalid (and the screen scrolls to
 * it), not left on the button with the error off-screen. Call `focusFirstError()` once the errors
 * are set; the focus moves after React has rendered them.
 */
export function useFocusFirstError<T extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<T>(null);
  const [failures, setFailures] = useState(0);
  useEffect(() => {
    if (failures === 0) return;
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failures]);
  return { ref, focusFirstError: () => setFailures((count) => count + 1) };
}
