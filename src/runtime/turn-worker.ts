/**
 * A turn pool worker (pool.ts): holds the catalog it was last sent and answers each turn with
 * runTurn's result, or the error it threw — a UserError as its key and context, so the main thread
 * words it in the user's language exactly as it would have in-thread.
 */
import { parentPort } from 'node:worker_threads';
import type { Catalog } from '../core/catalog/schema.ts';
import { isUserError } from '../core/errors.ts';
import type { FromWorker, ToWorker } from './pool.ts';
import { runTurn, runView } from './turn.ts';

let catalog: Catalog | undefined;

parentPort?.on('message', (message: ToWorker) => {
  if (message.type === 'catalog') {
    catalog = message.catalog;
    return;
  }
  let reply: FromWorker;
  try {
    if (!catalog) throw new Error('no catalog received before a turn');
    const job = message.job;
    reply = { id: message.id, planned: job.kind === 'card' || job.kind === 'compare' || job.kind === 'prices' ? runView(catalog, job) : runTurn(catalog, job) };
  } catch (error) {
    reply = isUserError(error)
      ? { id: message.id, userError: { key: error.key, context: error.context } }
      : { id: message.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  parentPort?.postMessage(reply);
});
