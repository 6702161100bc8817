// /logros shows the works list of /labores, which it names as canonical (product.md §C.2).
export { default, generateMetadata } from "../labores/page";
