import { Writable } from "node:stream";
import { describe, expect, it, vi } from "vitest";
import { log, logTo, requestIdOf, withRequestId } from "@/lib/log";

vi.mock("server-only", () => ({}));

function capture(): string[] {
  const lines: string[] = [];
  logTo(
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    }),
    "info",
  );
  return lines;
}

describe("structured logs", () => {
  it("writes one JSON object per line, with the request id of the request that wrote it", () => {
    const lines = capture();
    withRequestId("peticion-12345678", () =>
      log().error({ key: "uploads/a.png" }, "could not read a stored file"),
    );
    log().info("outside any request");
    const [inside, outside] = lines.map((line) => JSON.parse(line));
    expect(inside).toMatchObject({
      level: "error",
      requestId: "peticion-12345678",
      key: "uploads/a.png",
      msg: "could not read a stored file",
    });
    expect(new Date(inside.time).toString()).not.toBe("Invalid Date");
    expect(outside).not.toHaveProperty("requestId");
  });

  it("keeps a proxy's request id only when it looks like one", () => {
    expect(requestIdOf(new Headers({ "x-request-id": "abc-123_XYZ.9" }))).toBe("abc-123_XYZ.9");
    for (const given of ["", "corto", "con espacios dentro", "<script>alert(1)</script>"]) {
      const made = requestIdOf(new Headers({ "x-request-id": given }));
      expect(made).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
