// /logros/{slug} shows the labor of /labores/{slug}, which it names as canonical (product.md §C.2).
export { default, generateMetadata, generateStaticParams } from "../../labores/[slug]/page";

