import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

// Dependencies run one way: app → components → lib/<module> → lib/db (docs/architecture.md §2). The same
// `no-restricted-imports` entry serves a group of files, since a later entry for a file replaces
// an earlier one.
const prismaOutsideLib = {
  group: ["@/lib/generated/*", "@/lib/db"],
  message: "Use a lib/<module> service or query module.",
};
const intoApp = {
  group: ["@/app/*", "**/app/*"],
  message:
    "Nothing outside app/ imports from app/: move the code into lib/<module> (server actions: lib/<module>/actions.ts).",
};

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
    files: ["app/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [prismaOutsideLib] }] },
  },
  {
    files: ["components/**", "middleware.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [prismaOutsideLib, intoApp] }] },
  },
  {
    files: ["lib/**"],
    rules: {
      // That its files import each other without circles is tests/unit/lib-import-cycles.test.ts.
      "no-restricted-imports": ["error", { patterns: [intoApp] }],
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
