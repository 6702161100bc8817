export const DEFAULT_PORT: number;
export function isPortFree(port: number): Promise<boolean>;
export function databaseUrl(port: number, database: string): string;
export function startEmbeddedPostgres(options: {
  dir: string;
  port: number;
  database: string;
  fresh?: boolean;
  throwaway?: boolean;
}): Promise<{ url: string; stop: () => Promise<void> }>;
export function migrate(url: string): void;
