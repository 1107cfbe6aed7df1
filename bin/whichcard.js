#!/usr/bin/env node
// The `whichcard` bin: the compiled CLI (dist/), rebuilt first when src/ is newer, run in this process.
import { ensureBuilt } from '../scripts/build.js';

await ensureBuilt();
const { main } = await import('../dist/whichcard.js');
await main(process.argv.slice(2));
