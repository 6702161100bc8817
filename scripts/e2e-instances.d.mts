export const WORKERS: number;
export function instanceStorage(
  index: number,
  base: { databaseUrl: string; dataDir: string; distDir: string },
): { databaseUrl: string; uploadDir: string; distDir: string };
