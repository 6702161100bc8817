// The end-to-end servers (scripts/e2e-instances.mjs): every Playwright worker drives an instance of
// its own — a server of one build with its own copy of the database, the uploads and the build
// folder — so workers run side by side and no test ever sees another worker's data.
import { instance } from "../../../scripts/e2e-instances.mjs";

export {
  FAKE_UPLOADTHING_URL,
  INSTANCES,
  SITE_URL,
  UPLOADTHING_INSTANCE,
  WHATSAPP_APP_SECRET,
  WHATSAPP_VERIFY_TOKEN,
  WORKERS,
  instance,
} from "../../../scripts/e2e-instances.mjs";

/** The instance of the worker running this code (Playwright numbers its workers from 0). */
export const own = () => instance(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
