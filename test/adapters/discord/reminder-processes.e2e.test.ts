/**
 * Issue 17's reminder test as it asks for it: two WhichCard *processes* (the image's start command on
 * dist/, spawned) on one real redis-server (WHICHCARD_TEST_REDIS), each logged in to a fake Discord of
 * its own, with a clock the test controls (test/adapters/process-clock.mjs shifts `Date` in both
 * processes through one file). A reminder is set by `/gpu remind` on the first process, which is then
 * stopped; past the due time both processes start together: the reminder is posted once, marked
 * late. A second one comes due while both run: posted once at the loops' next passes.
 */
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translator } from '../../../src/core/i18n.ts';
import { buildDist, startReplica, type Replica } from '../../reliability/replica.ts';
import { startFakeDiscord, type FakeDiscord, type RecordedCall } from './fake-discord.ts';
import { slashCommand } from './fixtures.ts';

const en = translator('en');
const HOUR = 3_600_000;
/** The reminder loop's interval in a started process (src/store/reminders.ts's default). */
const LOOP_MS = 30_000;
const redis = process.env.WHICHCARD_TEST_REDIS;

/** A database of its own on the shared server: the processes move their clocks hours ahead, and must not deliver other tests' reminders. */
function ownDatabase(url: string): string {
  const u = new URL(url);
  u.pathname = '/9';
  return u.toString();
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const LOCK_KEY = 'whichcard-test:reminder-processes';
const LOCK_MS = 240_000;
/**
 * That database is shared by every run of this test on the server (several worktrees' suites at once):
 * a run's processes, clocks hours ahead, would post another run's reminders to their own fake. Runs
 * take turns through a lock that expires by itself if a run dies holding it.
 */
async function takeTurn(url: string): Promise<() => Promise<void>> {
  const { createClient } = await import('@keyv/redis');
  const client = createClient({ url });
  await client.connect();
  const token = `${process.pid}-${Math.random()}`;
  while ((await client.set(LOCK_KEY, token, { NX: true, PX: LOCK_MS })) !== 'OK') await sleep(500);
  return async () => {
    if ((await client.get(LOCK_KEY)) === token) await client.del(LOCK_KEY);
    await client.quit();
  };
}

const dir = mkdtempSync(join(tmpdir(), 'wc-reminder-processes-'));
const clockFile = join(dir, 'clock');
/** Move every process's clock to real time + `ms` (written whole: a process never reads half a number). */
function setClock(ms: number): void {
  writeFileSync(`${clockFile}.tmp`, String(ms));
  renameSync(`${clockFile}.tmp`, clockFile);
}

// A channel of this run's own.
const channel = String(830000000000000000n + BigInt(Math.floor(Math.random() * 1e9)));
const inChannel = <T extends { channel_id?: string; channel?: object }>(p: T): T => ({ ...p, channel_id: channel, channel: { ...p.channel, id: channel } });
const remind = (delay: string, what: string) => inChannel(slashCommand('remind', [{ name: 'in', value: delay }, { name: 'what', value: what }]));
const posts = (fake: FakeDiscord): RecordedCall[] => fake.calls.filter((c) => c.method === 'POST' && c.path.endsWith(`/channels/${channel}/messages`) && String(c.body.content).includes('⏰'));

let fakes: FakeDiscord[] = [];
const replicas: Replica[] = [];
let release: (() => Promise<void>) | undefined;

function start(fake: FakeDiscord): Promise<Replica> {
  return startReplica({
    DISCORD_TOKEN: 'fake-token',
    DISCORD_API_ROOT: fake.apiRoot,
    WHICHCARD_STORE: ownDatabase(redis!),
    WHICHCARD_CURRENCY: 'USD',
    WHICHCARD_PRICES_REFRESH: 'off',
    WHICHCARD_TURN_WORKERS: '0',
    WHICHCARD_TEST_CLOCK: clockFile,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${pathToFileURL(join(import.meta.dirname, '..', 'process-clock.mjs')).href}`.trim(),
  }).then((r) => (replicas.push(r), r));
}

/** `/gpu remind` through a process's gateway; the due instant from its `<t:unix>` answer. */
async function setReminder(fake: FakeDiscord, delay: string, what: string): Promise<Date> {
  const payload = remind(delay, what);
  fake.dispatch('INTERACTION_CREATE', payload);
  const answer = await fake.waitFor((c) => c.method === 'POST' && c.path.endsWith(`/interactions/${payload.id}/${payload.token}/callback`), 10_000);
  const unix = /<t:(\d+):R>/.exec(String(answer.body.data.content))?.[1];
  expect(unix, String(answer.body.data.content)).toBeDefined();
  return new Date(Number(unix) * 1000);
}

async function stop(replica: Replica): Promise<void> {
  replica.child.kill('SIGTERM');
  expect(await replica.exit).toBe(0);
}

describe.skipIf(!redis)('reminders across two bot processes on one Redis', { timeout: 180_000 }, () => {
  beforeAll(async () => {
    buildDist();
    release = await takeTurn(ownDatabase(redis!));
    setClock(0);
    fakes = [await startFakeDiscord(), await startFakeDiscord()];
  }, LOCK_MS + 60_000);

  afterAll(async () => {
    for (const r of replicas) if (r.child.exitCode === null) r.child.kill('SIGKILL');
    for (const f of fakes) await f.stop();
    await release?.();
    rmSync(dir, { recursive: true, force: true });
  });

  it('set on one process, which stops; both start past the due time: posted once, marked late; one due while both run: posted once', async () => {
    const [fakeA, fakeB] = fakes as [FakeDiscord, FakeDiscord];
    const first = await start(fakeA);
    await fakeA.waitFor((c) => c.method === 'PUT' && c.path.endsWith('/commands'), 10_000);
    const due = await setReminder(fakeA, '1h', 'a100 x2');
    await stop(first);

    // Down past the due time (late: more than 2 minutes after it), then both processes start at once.
    setClock(2 * HOUR);
    const [a, b] = await Promise.all([start(fakeA), start(fakeB)]);
    const posted = () => [...posts(fakeA), ...posts(fakeB)];
    const deadline = Date.now() + 15_000;
    while (posted().length === 0 && Date.now() < deadline) await sleep(50);
    // Each process looked at start-up (before "whichcard started"); a moment more for a slow second claim.
    await sleep(1500);
    expect(posted()).toHaveLength(1);
    const late = String(posted()[0]!.body.content);
    expect(late).toContain('NVIDIA A100 SXM4 80GB × 2');
    expect(late).toContain(en('team:remind.late', { due: `${due.toISOString().slice(0, 16).replace('T', ' ')} UTC` }));

    // Both running: a second reminder, set on the other process, comes due. Both loops pass within
    // LOOP_MS of the clock's move; past that, it has still been posted once and not marked late.
    const second = await setReminder(fakeB, '1h', 'h100');
    expect(second.getTime()).toBeGreaterThan(due.getTime() + HOUR);
    const moved = Date.now();
    setClock(3 * HOUR + 5_000);
    while (posted().length < 2 && Date.now() - moved < LOOP_MS + 5_000) await sleep(100);
    await sleep(Math.max(0, LOOP_MS + 2_000 - (Date.now() - moved)));
    expect(posted()).toHaveLength(2);
    // The two fakes' posts are listed fake by fake, not in time: the on-time one is whichever is not the late one.
    const onTime = posted().map((c) => String(c.body.content)).find((content) => content !== late) ?? '';
    expect(onTime).toContain('NVIDIA H100');
    expect(onTime).not.toContain(en('team:remind.late', { due: '' }).slice(0, 6));

    await Promise.all([stop(a), stop(b)]);
    for (const r of replicas) expect(r.log()).not.toMatch(/"level":(50|60)/);
  });
});
