/**
 * Writing price snapshots: `<dir>/<source>/<stamp>.json` then the `current.json` pointer, each
 * written to a temporary file and renamed into place, so a reader (a bot loading the catalog) sees
 * the old snapshot or the new one, never half a file. Old snapshots beyond the newest few are removed.
 */
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { currentSnapshotFile, readSnapshot, SnapshotSchema, type Snapshot, type SourceId } from '../core/prices/snapshot.ts';

/** Snapshots kept per source (the current one among them). */
export const KEEP_SNAPSHOTS = 10;

/** 2026-12-03T15:04:05.123Z → 20261203T150405Z (sorts by time; a file name on every OS). */
export function snapshotStamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
}

async function writeAtomic(file: string, text: string): Promise<void> {
  const temp = `${file}.tmp-${process.pid}-${Math.random().toString(36).slice(2)}`;
  try {
    await writeFile(temp, text);
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** The current snapshot of a source, or undefined (none yet, or unreadable: a bad file is not "good"). */
export function previousSnapshot(dir: string, source: SourceId): Snapshot | undefined {
  try {
    const file = currentSnapshotFile(dir, source);
    return file ? readSnapshot(file) : undefined;
  } catch {
    return undefined;
  }
}

/** Validates, writes the snapshot, then points current.json at it; returns the snapshot's path. */
export async function writeSnapshot(dir: string, snapshot: Snapshot): Promise<string> {
  const valid = SnapshotSchema.parse(snapshot);
  const folder = join(dir, valid.source);
  await mkdir(folder, { recursive: true });
  const name = `${snapshotStamp(new Date(valid.writtenAt))}.json`;
  const file = join(folder, name);
  await writeAtomic(file, `${JSON.stringify(valid)}\n`);
  await writeAtomic(join(folder, 'current.json'), `${JSON.stringify({ file: name, writtenAt: valid.writtenAt })}\n`);
  await prune(folder, name);
  return file;
}

async function prune(folder: string, current: string): Promise<void> {
  const files = (await readdir(folder)).filter((f) => /^\d{8}T\d{6}Z\.json$/.test(f)).sort();
  const old = files.slice(0, Math.max(0, files.length - KEEP_SNAPSHOTS)).filter((f) => f !== current);
  await Promise.all(old.map((f) => rm(join(folder, f), { force: true })));
}
