#!/usr/bin/env node
// The `whichcard` bin: the compiled CLI (dist/), rebuilt first when src/ is newer, run in this process.
import { ensureBuilt } from '../scripts/build.js';

await ensureBuilt();
const { main } = await import('../dist/adapters/cli/main.js');
await main(process.argv.slice(2));
