/** An element as the bench's twin renders it — [type, props, children] — or a text. */
export type TwinNode = string | [string, Record<string, unknown>, TwinNode[]];
export function elementsOfMarkup(markup: string): TwinNode[];
