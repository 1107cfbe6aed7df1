/**
 * Heap limits for the app's worker threads (turn pool, chart renderer). V8 sizes a thread's young
 * generation for the machine (up to 16 MB semi-spaces, ~34 MB, on this 24 GiB host) and keeps it
 * once a burst has grown it: after 500 Telegram updates each worker held 34 MB of young space for
 * ~25–35 MB of data that lives. A worker's allocations are a turn's or a chart's scratch, dead by
 * the next message, so a small young generation only means more (cheap) scavenges: 2 MB
 * semi-spaces held a worker at ~35–40 MB instead of ~55–80 MB, with no change in updates/s.
 */
import type { ResourceLimits } from 'node:worker_threads';

export const WORKER_LIMITS: ResourceLimits = { maxYoungGenerationSizeMb: 6 };
