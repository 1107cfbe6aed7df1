import { defaultCatalog } from './src/core/catalog/index.ts';
import { parseRequest } from './src/core/parse/index.ts';
for (const q of process.argv.slice(2)) { const r = parseRequest(q, defaultCatalog(), new Date()); console.log(q, '→', JSON.stringify(r.request), r.matched.join(',')); }
