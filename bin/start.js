#!/usr/bin/env node
// `npm start`: compiled JavaScript, run in this very process (no tsx, no second node). dist/ is
// rebuilt first when a source file is newer than it, so an edit or a `git pull` needs no extra step.
import { ensureBuilt } from '../scripts/build.js';

await ensureBuilt();
await import('../dist/main.js');
