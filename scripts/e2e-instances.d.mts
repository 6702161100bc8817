export interface Instance {
  port: number;
  url: string;
  databaseUrl: string;
  uploadDir: string;
  mailDir: string;
  messagesDir: string;
  distDir: string;
}
export const WORKERS: number;
export const FIRST_PORT: number;
export const PG_PORT: number;
export const DATA_DIR: string;
export const DIST_DIR: string;
export const INSTANCES: number;
export const UPLOADTHING_INSTANCE: number;
export const FAKE_UPLOADTHING_URL: string;
export const SITE_URL: string;
export const WHATSAPP_APP_SECRET: string;
export const WHATSAPP_VERIFY_TOKEN: string;
export function instance(index: number, baseDatabaseUrl?: string): Instance;
