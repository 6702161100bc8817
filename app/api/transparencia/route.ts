import { publicRoute } from "@/lib/http/routes";
import { getTransparency } from "@/lib/transparency/queries";

/** The office's public figures as open data (404 while the section is switched off). */
export const GET = publicRoute({}, () => getTransparency());
