/**
 * Daily spending digests in the store's `digests` namespace: one record per chat or channel that
 * opted in — the local time and IANA zone to post at, whether it is on, and since when (an
 * occurrence before that is never posted). Posting them is the session's job (src/session/digest.ts).
 */
import { z } from 'zod';
import { LOCALES } from '../core/i18n.ts';
import { logger as defaultLogger, type Logger } from '../logger.ts';
import { entries, type Store } from './index.ts';

const id = z.string().min(1).max(100);

export const DigestSchema = z.object({
  /** `<platform>:<chat or channel id>`. */
  id,
  platform: z.enum(['discord', 'telegram', 'cli']),
  /** The settings scope (the language when the team chose one). */
  scope: z.string().min(1).max(100),
  target: z.object({ chatId: id, channelId: id, guildId: id }).partial(),
  enabled: z.boolean(),
  /** Local wall-clock time "HH:MM" in `zone`. */
  time: z.string().regex(/^\d{2}:\d{2}$/),
  /** IANA zone, canonical as Intl resolves it ("Asia/Shanghai"). */
  zone: z.string().min(1).max(64),
  locale: z.enum(LOCALES),
  /** When it was last turned on or changed: an occurrence before this is not posted. */
  enabledAt: z.iso.datetime({ offset: true }),
  enabledBy: id,
  /** Failed posts of one local date: the next attempt claims anew, up to a limit. */
  failures: z.object({ date: z.string(), count: z.number().int().min(1) }).optional(),
});
export type Digest = z.infer<typeof DigestSchema>;

type DigestStore = Pick<Store, 'digests'>;

export async function saveDigest(store: DigestStore, digest: Digest): Promise<Digest> {
  const parsed = DigestSchema.parse(digest);
  await store.digests.set(parsed.id, parsed);
  return parsed;
}

export async function getDigest(store: DigestStore, digestId: string): Promise<Digest | undefined> {
  return DigestSchema.safeParse(await store.digests.get(digestId)).data;
}

export async function listDigests(store: DigestStore, log: Logger = defaultLogger): Promise<Digest[]> {
  const out: Digest[] = [];
  for (const [key, value] of await entries(store.digests)) {
    const parsed = DigestSchema.safeParse(value);
    if (parsed.success) out.push(parsed.data);
    else log.warn({ key }, 'skipping an unreadable digest');
  }
  return out;
}
