// Types for fake-uploadthing.mjs (tsconfig has allowJs off).

export interface FakeUploadThingFile {
  bytes: Buffer;
  name: string;
  type: string;
  size: number;
  customId: string | null;
  acl: string | null;
  contentDisposition: string;
  fileHash: string;
}

export interface FakeUploadThing {
  /** Origin of the fake, e.g. http://127.0.0.1:3990 (no trailing slash). */
  url: string;
  port: number;
  /** Uploaded files by key. */
  files: Map<string, FakeUploadThingFile>;
  /** Every key /v6/deleteFiles was asked to delete, in order. */
  deleted: string[];
  close(): Promise<void>;
}

export interface FakeUploadThingOptions {
  port?: number;
  apiKey?: string;
  /** How the fake POSTs the "uploaded" callback to the app (default: global fetch). */
  deliverCallback?: (url: string, init: RequestInit) => Promise<Response>;
  /** How long an upload waits for the app's /callback-result (default 30 s). */
  callbackTimeoutMs?: number;
}

export function testToken(options?: { apiKey?: string; appId?: string }): string;

export function startFakeUploadThing(options?: FakeUploadThingOptions): Promise<FakeUploadThing>;
