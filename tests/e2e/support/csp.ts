import { test, type Page } from "@playwright/test";

const MARK = "[csp-violation]";

/**
 * Collects the Content-Security-Policy violations of the page's documents from now on, one line
 * each: the page, the directive, what was blocked and where. The `page` fixture of test.ts fails a
 * test that leaves any. (Init scripts and page.evaluate run outside the page's policy.)
 */
export async function recordPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    if (text.startsWith(MARK)) violations.push(`${page.url()} ${text.slice(MARK.length + 1)}`);
  });
  await page.addInitScript((mark) => {
    // Frames of other sites (video players) answer to their own policies.
    if (window !== window.top) return;
    document.addEventListener("securitypolicyviolation", (event) => {
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : "";
      const sample = event.sample ? ` «${event.sample}»` : "";
      console.error(
        mark,
        `${event.effectiveDirective} blocked ${event.blockedURI}${where}${sample}`,
      );
    });
  }, MARK);
  return violations;
}

const EXPECTED = "expected-csp-violation";

/**
 * Declares that the running test provokes a violation of `directive` on purpose (hostile markup it
 * types into a screen): the `page` fixture then requires it to have been reported — the policy
 * blocked it — instead of failing on it.
 */
export function expectPolicyViolation(directive: string): void {
  test.info().annotations.push({ type: EXPECTED, description: directive });
}

/** The violations a test did not declare, and the declared directives no violation reported. */
export function unexpectedViolations(violations: string[]): {
  unexpected: string[];
  missing: string[];
} {
  const declared = test
    .info()
    .annotations.filter((annotation) => annotation.type === EXPECTED)
    .map((annotation) => annotation.description ?? "");
  const directiveOf = (violation: string) => violation.split(" ")[1] ?? "";
  return {
    unexpected: violations.filter((violation) => !declared.includes(directiveOf(violation))),
    missing: declared.filter((directive) => !violations.some((v) => directiveOf(v) === directive)),
  };
}
