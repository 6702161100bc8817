import { describe, expect, it } from "vitest";
import {
  fieldErrorMap,
  isNetworkError,
  loginFailureMessage,
  translateFieldNames,
} from "@/lib/citizens/messages";
import { passwordStrength } from "@/lib/citizens/password-strength";

describe("login failure texts (product.md §C.8)", () => {
  it.each([
    ["BAD_REQUEST", "Revisa los datos ingresados."],
    ["VALIDATION", "Revisa los datos ingresados."],
    ["UNAUTHENTICATED", "Usuario o contraseña incorrectos."],
    ["FORBIDDEN", "Tu cuenta no tiene permisos para ingresar."],
    ["RATE_LIMITED", "Demasiados intentos. Intenta nuevamente en unos minutos."],
    ["INTERNAL", "Tenemos un problema en el servidor. Inténtalo más tarde."],
  ] as const)("code %s (status 400, 422, 401, 403, 429, 5xx) → %s", (code, text) => {
    expect(loginFailureMessage({ code, message: "otro" })).toBe(text);
  });

  it("shows another server message with the field names translated, else the network fallback", () => {
    expect(
      loginFailureMessage({
        code: "CONFLICT",
        message: "El identifier y el password no coinciden.",
      }),
    ).toBe("El correo o DPI y el contraseña no coinciden.");
    expect(translateFieldNames("dpi o correo")).toBe("DPI o correo");
    expect(loginFailureMessage({ code: "CONFLICT" })).toBe(
      "No pudimos iniciar sesión. Verifica tu conexión e inténtalo de nuevo.",
    );
    expect(loginFailureMessage("network")).toBe(
      "No pudimos iniciar sesión. Verifica tu conexión e inténtalo de nuevo.",
    );
    expect(isNetworkError(new TypeError("Failed to fetch"))).toBe(true);
    expect(isNetworkError(new Error("An unexpected response was received from the server."))).toBe(
      false,
    );
  });
});

describe("server field errors, whatever their shape", () => {
  it("reads arrays with field, param or path and maps of messages, first message per field", () => {
    expect(
      fieldErrorMap([
        { field: "dpi", msg: "DPI ya registrado" },
        { param: "correo", msg: "Correo ya registrado" },
        { path: ["telefono"], message: "El teléfono debe tener 8 dígitos." },
        { field: "dpi", msg: "segundo mensaje" },
        "basura",
      ]),
    ).toEqual({
      dpi: "DPI ya registrado",
      correo: "Correo ya registrado",
      telefono: "El teléfono debe tener 8 dígitos.",
    });
    expect(
      fieldErrorMap({ dpi: ["DPI ya registrado", "otro"], correo: "Correo ya registrado" }),
    ).toEqual({
      dpi: "DPI ya registrado",
      correo: "Correo ya registrado",
    });
    expect(fieldErrorMap(undefined)).toEqual({});
  });
});

describe("password strength", () => {
  it.each([
    ["", 0, "Ninguna"],
    ["a", 1, "Muy débil"],
    ["aB", 2, "Débil"],
    ["aB1", 3, "Aceptable"],
    ["aB1!", 4, "Fuerte"],
    ["aB1!efgh", 5, "Muy fuerte"],
    ["ñandúÁrbol", 3, "Aceptable"],
  ])("%j scores %i (%s)", (password, score, label) => {
    expect(passwordStrength(password)).toEqual({ score, label });
  });
});
