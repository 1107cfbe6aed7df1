/**
 * One part of a source (a SkyPilot cloud's file, a gpuhunt provider's zip, one API answer) read into
 * offers, with what happens when it cannot be: a 304 keeps the previous offers as "unchanged"; a
 * failure or a missing file keeps the previous good offers as "carried" (with the reason); a file
 * that parses to nothing where there were offers before is treated as a failure, not as "no prices".
 */
import type { SnapshotPart, Snapshot } from '../core/prices/snapshot.ts';
import type { ImportedOffer } from '../core/prices/offer.ts';
import type { ImportResult } from '../core/prices/summary.ts';
import { FetchError, openSource, type Fetched, type FetchOptions } from './fetch.ts';

export interface PartInput {
  name: string;
  location: string;
  previous: Snapshot | undefined;
  now: Date;
  fetch?: FetchOptions;
  /** Request details for an API (method, body); the ETag of the previous read is added. */
  request?: Pick<FetchOptions, 'method' | 'body' | 'headers'>;
  /** Parse what was read; `version` and `asOf` identify this read. */
  parse(fetched: Fetched, read: { version: string; asOf: string }): Promise<ImportResult>;
}

/** The read's date: the server's Last-Modified when it gives one, else now. */
function readDate(fetched: Fetched, now: Date): string {
  const modified = fetched.lastModified ? Date.parse(fetched.lastModified) : NaN;
  return (Number.isNaN(modified) ? now : new Date(modified)).toISOString();
}

function describe(error: unknown): string {
  if (error instanceof FetchError) return error.message;
  return error instanceof Error ? error.message : String(error);
}

export async function readPart(input: PartInput): Promise<SnapshotPart> {
  const before = input.previous?.parts.find((p) => p.name === input.name && p.offers.length > 0);
  const carry = (status: 'carried' | 'missing' | 'failed', message: string): SnapshotPart =>
    before
      ? { ...before, status: 'carried', message }
      : { name: input.name, url: input.location, status: status === 'carried' ? 'failed' : status, message, offers: [] };
  let fetched;
  try {
    fetched = await openSource(input.location, { ...input.fetch, ...input.request, ...(before?.etag ? { etag: before.etag } : {}) });
  } catch (error) {
    if (error instanceof FetchError && error.code === 'not-found') return carry('missing', describe(error));
    return carry('carried', describe(error));
  }
  if (fetched.kind === 'not-modified') {
    return before ? { ...before, status: 'unchanged' } : { name: input.name, url: input.location, status: 'failed', message: '304 without a previous copy', offers: [] };
  }
  const asOf = readDate(fetched, input.now);
  const provisional = fetched.etag ? `etag:${fetched.etag}` : fetched.lastModified ? `last-modified:${fetched.lastModified}` : 'pending';
  let result: ImportResult;
  try {
    result = await input.parse(fetched, { version: provisional, asOf });
  } catch (error) {
    return carry('carried', describe(error));
  }
  // Without an ETag or a date, the content's hash is the version (known once it was all read).
  const version = provisional === 'pending' ? fetched.digest() : provisional;
  const offers: ImportedOffer[] = provisional === 'pending' ? result.offers.map((o) => ({ ...o, sourceVersion: version })) : result.offers;
  if (offers.length === 0 && before) return carry('carried', `no offers read from ${fetched.location} (did the format change?)`);
  return {
    name: input.name, url: fetched.location, status: 'ok', version, asOf,
    ...(fetched.etag ? { etag: fetched.etag } : {}),
    rows: result.summary.rows, skipped: result.summary.skipped as SnapshotPart['skipped'], offers,
  };
}
