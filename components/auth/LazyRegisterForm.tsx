"use client";

import dynamic from "next/dynamic";

/**
 * The registration form, loaded only where it is shown: its code (react-hook-form, zod, the
 * municipalities, the availability checks) stays out of the sign-in screen's first load.
 */
export const LazyRegisterForm = dynamic(() =>
  import("./RegisterForm").then((module) => module.RegisterForm),
);
