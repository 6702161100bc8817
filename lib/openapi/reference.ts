import "server-only";

// A readable reference of the API as one HTML page with no script: each group of routes, each
// operation with who may call it, its parameters, its body and its answers.

type Schema = Record<string, unknown>;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const code = (value: unknown) => `<pre>${escape(JSON.stringify(value, null, 2))}</pre>`;

function access(operation: Schema): string {
  const permissions = operation["x-permisos"] as string[] | undefined;
  if (permissions)
    return `Administración con el permiso ${permissions.map((p) => `<code>${escape(p)}</code>`).join(" o ")}`;
  if (operation["x-cuenta"]) return `Con sesión: ${escape(String(operation["x-cuenta"]))}`;
  return "Pública";
}

function operationHtml(method: string, path: string, operation: Schema): string {
  const parameters = (operation.parameters as Schema[]) ?? [];
  const body = (operation.requestBody as Schema | undefined)?.content as Schema | undefined;
  const responses = operation.responses as Record<string, Schema>;
  return `<section class="op" id="${escape(String(operation.operationId))}">
<h3><span class="m ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>
<p>${access(operation)}</p>
${
  parameters.length
    ? `<table><caption>Parámetros</caption><thead><tr><th scope="col">Nombre</th><th scope="col">En</th><th scope="col">Obligatorio</th><th scope="col">Esquema</th></tr></thead><tbody>${parameters
        .map(
          (p) =>
            `<tr><td><code>${escape(String(p.name))}</code></td><td>${p.in === "path" ? "ruta" : "consulta"}</td><td>${p.required ? "sí" : "no"}</td><td>${code(p.schema)}</td></tr>`,
        )
        .join("")}</tbody></table>`
    : ""
}
${body ? `<details><summary>Cuerpo (JSON)</summary>${code((body["application/json"] as Schema).schema)}</details>` : ""}
<details><summary>Respuestas</summary><ul>${Object.entries(responses)
    .map(([status, answer]) => {
      const content = answer.content as Schema | undefined;
      const schema = content ? code((content["application/json"] as Schema).schema) : "";
      return `<li><strong>${escape(status)}</strong> ${escape(String(answer.description))}${schema}</li>`;
    })
    .join("")}</ul></details>
</section>`;
}

export function referencePage(document: Schema): string {
  const paths = document.paths as Record<string, Record<string, Schema>>;
  const groups = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const tag = (operation.tags as string[])[0]!;
      groups.set(tag, [...(groups.get(tag) ?? []), operationHtml(method, path, operation)]);
    }
  }
  const info = document.info as Schema;
  const sorted = [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
  return `<!doctype html>
<html lang="es-GT"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(String(info.title))}</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#111827;background:#f3f5f9}
main{max-width:60rem;margin:0 auto;padding:1rem}
nav ul{display:flex;flex-wrap:wrap;gap:.5rem;padding:0;list-style:none}
nav a{display:inline-block;padding:.5rem .75rem;background:#fff;border:1px solid #d3dae5;border-radius:.375rem;color:#1b3c6f}
.op{background:#fff;border:1px solid #d3dae5;border-radius:.5rem;padding:.75rem 1rem;margin:.75rem 0;overflow-wrap:anywhere}
.m{display:inline-block;min-width:4.5rem;text-align:center;border-radius:.25rem;color:#fff;background:#1b3c6f;font-size:.85rem;padding:.1rem .4rem}
.m.post{background:#166534}.m.put,.m.patch{background:#8a4500}.m.delete{background:#b42318}
pre{background:#f3f5f9;padding:.5rem;overflow:auto;font-size:.8rem;max-height:20rem}
table{border-collapse:collapse;width:100%}th,td{border:1px solid #d3dae5;padding:.25rem .5rem;text-align:left;vertical-align:top}
summary{cursor:pointer;padding:.5rem 0;color:#1b3c6f}
a:focus-visible,summary:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
</style></head>
<body><main>
<h1>${escape(String(info.title))}</h1>
<p>${escape(String(info.description))}</p>
<p>El documento completo: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${escape(String(document.openapi))}).</p>
<nav aria-label="Grupos de rutas"><ul>${sorted.map(([tag]) => `<li><a href="#${escape(tag)}">${escape(tag)}</a></li>`).join("")}</ul></nav>
${sorted.map(([tag, html]) => `<h2 id="${escape(tag)}">${escape(tag)}</h2>${html.join("\n")}`).join("\n")}
</main></body></html>`;
}
