/**
 * `npm start` with both bot tokens: the real entry point, spawned, against the fake Discord and
 * Telegram servers — both bots start, share the store, answer, and stop cleanly on SIGTERM.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeDiscord, type FakeDiscord } from './adapters/discord/fake-discord.ts';
import { FAKE_TOKEN, FakeTelegram } from './adapters/telegram/fake-telegram.ts';

const root = join(import.meta.dirname, '..');
const tsx = join(root, 'node_modules', '.bin', 'tsx');

interface Started {
  child: ChildProcess;
  stderr: () => string;
  exit: Promise<number | null>;
}

function startMain(env: Record<string, string>): Started {
  // PORT 0: the HTTP server (/healthz, /metrics) on a free port, so parallel runs never collide on 8080.
  const childEnv: Record<string, string | undefined> = { ...process.env, LOG_LEVEL: 'info', PORT: '0', ...env };
  const child = spawn(tsx, ['src/main.ts'], { cwd: root, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let err = '';
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  child.stdout!.resume();
  const exit = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  return { child, stderr: () => err, exit };
}

async function until(probe: () => boolean, timeoutMs: number, what: string, log: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!probe()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; stderr:\n${log()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanup.reverse()) await c().catch(() => undefined);
  cleanup = [];
});

describe('npm start with bot tokens', { timeout: 90_000 }, () => {
  it('runs Discord and Telegram together on one store, then shuts down on SIGTERM', async () => {
    const discord: FakeDiscord = await startFakeDiscord();
    const telegram = await FakeTelegram.start();
    const dir = mkdtempSync(join(tmpdir(), 'whichcard-main-'));
    cleanup.push(async () => rmSync(dir, { recursive: true, force: true }), () => discord.stop(), () => telegram.close());

    const main = startMain({
      DISCORD_TOKEN: 'fake-token',
      DISCORD_API_ROOT: discord.apiRoot,
      TELEGRAM_BOT_TOKEN: FAKE_TOKEN,
      TELEGRAM_API_ROOT: `${telegram.apiRoot}/`, // a trailing slash, as operators type it: config strips it
      WHICHCARD_STORE: `sqlite://${join(dir, 'whichcard.sqlite')}`,
    });
    cleanup.push(async () => void main.child.kill('SIGKILL'));

    await until(() => main.stderr().includes('whichcard started'), 60_000, 'start-up', main.stderr);
    const started = main.stderr().split('\n').find((l) => l.includes('whichcard started'))!;
    expect(JSON.parse(started)).toMatchObject({ bots: ['discord', 'telegram'], store: 'sqlite' });
    await discord.waitFor((c) => c.method === 'PUT' && c.path.includes('/commands'), 10_000);

    // Telegram answers a full question through the wiring main.ts did (config, store, logger).
    const user = { id: 42, is_bot: false, first_name: 'Ann', language_code: 'en' };
    const chat = { id: 42, type: 'private' as const, first_name: 'Ann' };
    telegram.sendText(user, chat, '/ask qwen2.5 7b chatbot for 5 users');
    const reply = await telegram.waitFor(() => telegram.callsOf('sendMessage').find((c) => /RTX|NVIDIA|A100|H100|L40|4090/.test(String(c.payload.text))), 30_000, 'an advice');
    expect(String(reply.payload.text)).toMatch(/\d/);

    main.child.kill('SIGTERM');
    expect(await main.exit).toBe(0);
    expect(main.stderr()).toContain('shutting down');
    expect(main.stderr()).not.toMatch(/"level":(50|60)/); // no error or fatal logged
  });

  it('a bot that cannot start (token refused) stops the process with exit code 1', async () => {
    const telegram = await FakeTelegram.start();
    const dir = mkdtempSync(join(tmpdir(), 'whichcard-main-'));
    cleanup.push(async () => rmSync(dir, { recursive: true, force: true }), () => telegram.close());
    telegram.failNext('getMe', { error_code: 401, description: 'Unauthorized' });
    const main = startMain({ TELEGRAM_BOT_TOKEN: FAKE_TOKEN, TELEGRAM_API_ROOT: telegram.apiRoot, WHICHCARD_STORE: `sqlite://${join(dir, 's.sqlite')}` });
    cleanup.push(async () => void main.child.kill('SIGKILL'));
    expect(await main.exit).toBe(1);
    expect(main.stderr()).toContain('start-up failed');
    expect(main.stderr()).toContain('Unauthorized');
  });

  it('a bad variable stops start-up before anything runs, naming it', async () => {
    const main = startMain({ TELEGRAM_BOT_TOKEN: 'nonsense', WHICHCARD_CURRENCY: 'EUR' });
    expect(await main.exit).toBe(1);
    expect(main.stderr()).toMatch(/TELEGRAM_BOT_TOKEN/);
    expect(main.stderr()).toMatch(/WHICHCARD_CURRENCY/);
  });
});
