// Stand-ins for the WhatsApp Business Cloud API and Twilio's Messages API, speaking their
// protocols, so that no test reaches a real provider:
// - WhatsApp: POST /{phone-number-id}/messages with the bearer token; free text only inside the
//   24-hour window a number's last message opened (`openWindow`), else error 131047; only the
//   templates given as `approved`; an opted-out number is refused (131050); media at
//   GET /{media-id} and its URL. `webhook(value)` (and `whatsappWebhook`) builds a signed webhook body.
// - Twilio: POST /2010-04-01/Accounts/{sid}/Messages.json, basic auth, form-encoded; an opted-out
//   number is refused with 21610. `twilioSignature(url, params)` signs a callback.
import { createHash, createHmac } from "node:crypto";
import { createServer } from "node:http";

const WINDOW_MS = 24 * 60 * 60_000;

export const OPTED_OUT = "+50259999999";

/**
 * A WhatsApp Business webhook body of `value` (messages or statuses), as Meta posts it, and its
 * X-Hub-Signature-256 with the app secret.
 */
export function whatsappWebhook({ appSecret, phoneNumberId }, value) {
  const body = JSON.stringify({
    object: "whatsapp_business_account",
    entry: [
      {
        id: "WABA",
        changes: [
          {
            field: "messages",
            value: {
              messaging_product: "whatsapp",
              metadata: { display_phone_number: "50222220000", phone_number_id: phoneNumberId },
              ...value,
            },
          },
        ],
      },
    ],
  });
  const signature = `sha256=${createHmac("sha256", appSecret).update(body).digest("hex")}`;
  return { body, signature };
}

export function startFakeMessaging({
  token,
  phoneNumberId,
  appSecret,
  accountSid,
  authToken,
  approved,
}) {
  const sent = [];
  const windows = new Map();
  const media = new Map();
  let next = 1;
  const json = (res, status, body) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const waError = (res, code, message) =>
    json(res, 400, {
      error: { message, type: "OAuthException", code, error_data: { details: message } },
    });

  function whatsapp(req, res, raw, base) {
    if (req.headers.authorization !== `Bearer ${token}`)
      return json(res, 401, { error: { code: 190, message: "Invalid OAuth access token" } });
    if (req.method === "GET" && media.has(req.url.slice(1))) {
      const id = req.url.slice(1);
      const file = media.get(id);
      return json(res, 200, {
        messaging_product: "whatsapp",
        url: `${base}/media-bytes/${id}`,
        mime_type: file.mime,
        file_size: file.bytes.length,
        id,
        sha256: createHash("sha256").update(file.bytes).digest("hex"),
      });
    }
    if (req.method === "GET" && req.url.startsWith("/media-bytes/")) {
      const file = media.get(req.url.slice("/media-bytes/".length));
      if (!file) return json(res, 404, {});
      res.writeHead(200, { "content-type": file.mime });
      return res.end(file.bytes);
    }
    if (req.method !== "POST" || req.url !== `/${phoneNumberId}/messages`)
      return json(res, 404, {});
    const body = JSON.parse(raw);
    const to = `+${body.to}`;
    if (to === OPTED_OUT)
      return waError(res, 131050, "Unable to deliver message: user has opted out");
    if (body.type === "template") {
      if (!approved.includes(body.template.name)) {
        return waError(res, 132001, "Template name does not exist in the translation");
      }
    } else if (!(Date.now() - (windows.get(to) ?? -Infinity) < WINDOW_MS)) {
      return waError(
        res,
        131047,
        "Re-engagement message: more than 24 hours have passed since the customer last replied",
      );
    }
    const id = `wamid.fake${next++}`;
    sent.push({
      channel: "whatsapp",
      id,
      to,
      type: body.type,
      text: body.text?.body,
      template: body.template,
    });
    return json(res, 200, {
      messaging_product: "whatsapp",
      contacts: [{ input: body.to, wa_id: body.to }],
      messages: [{ id }],
    });
  }

  function twilio(req, res, raw) {
    const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`;
    if (req.headers.authorization !== expected)
      return json(res, 401, { code: 20003, message: "Authenticate", status: 401 });
    if (req.url !== `/2010-04-01/Accounts/${accountSid}/Messages.json`)
      return json(res, 404, { code: 20404, message: "Not found", status: 404 });
    const form = new URLSearchParams(raw);
    const to = form.get("To");
    if (to === OPTED_OUT)
      return json(res, 400, {
        code: 21610,
        message: "Attempt to send to unsubscribed recipient",
        status: 400,
      });
    const sid = `SMfake${String(next++).padStart(8, "0")}`;
    sent.push({
      channel: "sms",
      id: sid,
      to,
      text: form.get("Body"),
      statusCallback: form.get("StatusCallback"),
    });
    return json(res, 201, {
      sid,
      status: "queued",
      to,
      from: form.get("From"),
      body: form.get("Body"),
    });
  }

  const server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const base = `http://127.0.0.1:${server.address().port}`;
      if (req.url.startsWith("/2010-04-01/")) return twilio(req, res, raw);
      return whatsapp(req, res, raw, base);
    });
  });

  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const base = `http://127.0.0.1:${server.address().port}`;
      resolve({
        url: base,
        sent,
        /** The number wrote to the business now: free text may go to it for 24 hours. */
        openWindow: (to, at = Date.now()) => windows.set(to, at),
        addMedia: (id, bytes, mime) => media.set(id, { bytes, mime }),
        /** A webhook body of `value` (messages or statuses) and its X-Hub-Signature-256. */
        webhook: (value) => whatsappWebhook({ appSecret, phoneNumberId }, value),
        twilioSignature(url, params) {
          const data = [...params.keys()]
            .sort()
            .reduce((text, key) => text + key + params.get(key), url);
          return createHmac("sha1", authToken).update(data).digest("base64");
        },
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
