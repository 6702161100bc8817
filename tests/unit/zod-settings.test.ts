import { describe, expect, it } from "vitest";
import { z } from "zod";

// instrumentation-client.ts turns zod's compiled validators off in the browser by writing the global
// object zod keeps its settings in, without loading zod on every page: that object must stay the one
// z.config() reads and writes.
describe("zod's settings", () => {
  it("live in globalThis.__zod_globalConfig", () => {
    const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
    expect(z.config()).toBe(scope.__zod_globalConfig);
    scope.__zod_globalConfig!.jitless = true;
    expect(z.config().jitless).toBe(true);
    scope.__zod_globalConfig!.jitless = undefined;
  });
});
