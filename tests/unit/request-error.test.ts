import { describe, expect, it } from "vitest";
import { RequestError, messageOf } from "@/components/ui/request-error";

describe("a failed call to the app's routes", () => {
  it("shows the server's message, or 'HTTP {status}' when the answer has none (product.md §B.8)", () => {
    expect(messageOf({ code: "NOT_FOUND", message: "No encontrada" }, 404)).toBe("No encontrada");
    expect(messageOf(null, 502)).toBe("HTTP 502");
    expect(messageOf({ message: "" }, 500)).toBe("HTTP 500");
    expect(messageOf("<html>Bad gateway</html>", 502)).toBe("HTTP 502");
  });

  it("carries the server's code, and INTERNAL for an answer that is not the app's own", () => {
    const refused = RequestError.from(
      { code: "UNSUPPORTED_MEDIA", message: "Tipo de archivo no permitido." },
      415,
    );
    expect([refused.code, refused.status, refused.message]).toEqual([
      "UNSUPPORTED_MEDIA",
      415,
      "Tipo de archivo no permitido.",
    ]);
    const proxy = RequestError.from(null, 502);
    expect([proxy.code, proxy.message]).toEqual(["INTERNAL", "HTTP 502"]);
  });
});
