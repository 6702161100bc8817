import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    ignores: [
      ".next*/**",
      ".data/**",
      "lib/generated/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
    ],
  },
  {
    // Prisma stays inside lib/: everything else goes through a service or a query module.
    files: ["app/**", "components/**", "middleware.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@/lib/generated/*", "@/lib/db"], message: "Use a lib/<module> service." }] },
      ],
    },
  },
  {
    // A Playwright fixture that only restores state is requested by name and not used: `_name`.
    files: ["tests/**"],
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
];

export default config;
