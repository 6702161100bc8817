import { describe, expect, it } from "vitest";
import config from "@/next.config";

describe("Permissions-Policy", () => {
  it("lets only the site itself ask for the position, and nobody for camera or microphone", async () => {
    const rules = await config.headers!();
    const policy = rules
      .find((rule) => rule.source === "/(.*)")
      ?.headers.find((header) => header.key === "Permissions-Policy");
    expect(policy?.value).toBe("camera=(), microphone=(), geolocation=(self)");
  });
});
