/** The test files under `dirs` that must run in a module graph of their own. */
export function isolatedTestFiles(dirs: string[]): string[];
