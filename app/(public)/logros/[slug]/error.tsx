"use client";

export { default } from "../../labores/[slug]/error";
