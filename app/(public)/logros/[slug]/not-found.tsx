export { default } from "../../labores/[slug]/not-found";
