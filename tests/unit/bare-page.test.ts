import { createElement, Fragment, type CSSProperties, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { elementsOfMarkup, type TwinNode } from "../../scripts/bare-page.mjs";

// The twin of `npm run bench` renders a page's markup as React elements; it is a fair twin only if
// those elements render that very markup again.
const render = (node: TwinNode): ReactNode =>
  typeof node === "string" ? node : createElement(node[0], node[1], ...node[2].map(render));

it("the bench's twin renders a page's markup back as React wrote it", () => {
  const markup = renderToStaticMarkup(
    createElement(
      "main",
      { id: "contenido", tabIndex: -1, className: "flex-1 outline-none" },
      createElement("script", {
        type: "application/ld+json",
        dangerouslySetInnerHTML: { __html: '{"@type":"NewsArticle","headline":"Agua & drenaje"}' },
      }),
      createElement("label", { htmlFor: "q", className: "sr-only" }, "Buscar"),
      createElement("input", {
        id: "q",
        name: "q",
        maxLength: 200,
        autoComplete: "off",
        required: true,
      }),
      createElement(
        "svg",
        { viewBox: "0 0 24 24", "aria-hidden": true, strokeWidth: 2, className: "line-icon" },
        createElement("path", { d: "M2.9 16.3a2 2 0 0 1 .1 1.2" }),
      ),
      createElement("div", {
        hidden: true,
        style: { "--color-primary": "#1b3c6f", marginTop: "4px" } as CSSProperties,
      }),
      createElement("p", null, "Árbol & ", createElement("strong", null, "raíz"), " 5 < 6"),
      createElement("img", {
        src: "/a.jpg?w=640&q=75",
        srcSet: "/a.jpg 1x, /b.jpg 2x",
        alt: "",
        loading: "lazy",
      }),
    ),
  );

  const elements = elementsOfMarkup(markup);
  expect(renderToStaticMarkup(createElement(Fragment, null, ...elements.map(render)))).toBe(markup);
  // …with React's prop names, as a page's payload carries them.
  const propNames = JSON.stringify(elements).match(/"[\w-]+":/g);
  expect(propNames).toEqual(
    expect.arrayContaining(['"className":', '"htmlFor":', '"tabIndex":', '"strokeWidth":']),
  );
  for (const attribute of ['"class":', '"for":', '"tabindex":', '"stroke-width":'])
    expect(propNames).not.toContain(attribute);
});
