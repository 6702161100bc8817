// /logros shows the works list of /labores, which it names as canonical (spec 03 §2).
export { default, generateMetadata } from "../labores/page";

export const revalidate = 300;
