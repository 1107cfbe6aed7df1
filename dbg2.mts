import { defaultCatalog } from './src/core/catalog/index.ts';
import { parseRequest } from './src/core/parse/index.ts';
const r = parseRequest(process.argv[2]!, defaultCatalog(), new Date());
console.log(JSON.stringify(r));
