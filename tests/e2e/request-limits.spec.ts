// Request bodies reach the route handlers of the production server (the build's standalone server,
// as the suite runs it) unbuffered, so their own limits hold (middleware.ts says why Next would
// otherwise hold them), and public files are sent only as fast as they are read. The idle limit on
// bodies: body-idle-limit.spec.ts.
import { filedGestion } from "./support/gestiones-fixtures";
import {
  expectAnnouncedGiantRefused,
  expectLargePdfAccepted,
  expectStalledClientsHeldCheaply,
  listeningPid,
} from "./support/request-limits";
import { own } from "./support/servers";
import { test } from "./support/test";

test("the production server: 900 MB refused within 2 s, a 24 MB PDF taken, stalled bodies and unread files held cheaply", async ({
  request,
}) => {
  const { port, url, uploadDir } = own();
  const server = { url, pid: listeningPid(port), uploadDir };
  await expectStalledClientsHeldCheaply(server);
  const { id, token } = await filedGestion(request);
  await expectAnnouncedGiantRefused(server, token, id);
  await expectLargePdfAccepted(server, token, id);
});
