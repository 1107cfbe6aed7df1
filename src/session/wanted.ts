/**
 * `whichcard catalog wanted`: the names asked for that the catalog lacks, read from the store the
 * bots write them to (src/store/wanted.ts), so the command needs no store of its own.
 */
import { openStore } from '../store/index.ts';
import { listWanted, type Wanted } from '../store/wanted.ts';

export type { Wanted };

export async function wantedNames(storeUrl: string): Promise<Wanted[]> {
  const store = await openStore(storeUrl);
  try {
    return await listWanted(store);
  } finally {
    await store.close();
  }
}
