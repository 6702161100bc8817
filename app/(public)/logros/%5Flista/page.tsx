// /logros with filters: the filtered works list of /labores.
export { default, generateMetadata } from "../../labores/%5Flista/page";
