import { guardedLayout } from "@/lib/admins/page-guard";

export default guardedLayout("contact.manage");
