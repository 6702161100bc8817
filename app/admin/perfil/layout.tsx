import { guardedLayout } from "@/lib/admins/page-guard";

export default guardedLayout("profile.self");
