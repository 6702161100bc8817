export const TEST_WORKERS: number;
export function workerDatabaseName(worker: number): string;
