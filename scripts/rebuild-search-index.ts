// Rebuilds the search index (the passages of every published item) from the content. The services
// keep it current on every change; run this after loading content by other means.
// Run: npm run search:rebuild
import { rebuildSearchIndex } from "@/lib/search/sync";

const started = Date.now();
const passages = await rebuildSearchIndex();
console.log(`[search] ${passages} pasajes indexados en ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(0);
