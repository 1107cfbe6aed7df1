/**
 * The terminal advisor as a person meets it: `npm start`'s entry spawned with no bot tokens, a
 * temporary SQLite store, and answers piped into stdin.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultCatalog } from '../../../src/core/catalog/index.ts';
import { translator } from '../../../src/core/i18n.ts';
import { pino } from 'pino';
import { DEFAULT_SETTINGS } from '../../../src/core/recommend/types.ts';
import { Advisor } from '../../../src/session/index.ts';
import { openStore } from '../../../src/store/index.ts';

const redis = process.env.WHICHCARD_TEST_REDIS;

const root = join(import.meta.dirname, '..', '..', '..');
const tsx = join(root, 'node_modules', '.bin', 'tsx');
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function tempStore(): string {
  const dir = mkdtempSync(join(tmpdir(), 'whichcard-cli-'));
  dirs.push(dir);
  return `sqlite://${join(dir, 'data', 'whichcard.sqlite')}`;
}

/** Runs `tsx src/main.ts` with `lines` on stdin; resolves with stdout, stderr and the exit code. */
function advisor(lines: string[], env: Record<string, string>): Promise<{ out: string; err: string; code: number | null }> {
  const childEnv: Record<string, string | undefined> = { ...process.env, LANG: 'C', LC_ALL: '', LC_MESSAGES: '', NO_COLOR: '1', ...env };
  for (const token of ['DISCORD_TOKEN', 'TELEGRAM_BOT_TOKEN', 'LOG_LEVEL']) delete childEnv[token];
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, ['src/main.ts'], { cwd: root, env: childEnv, stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 50_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ out, err, code });
    });
    child.stdin.end(lines.map((l) => `${l}\n`).join(''));
  });
}

const gpuNames = defaultCatalog().gpus.map((g) => g.name);

/** How many questions were shown before the advice, and the advice's title line. */
function transcript(out: string, locale: 'en' | 'zh') {
  const t = translator(locale);
  const menuAt = out.indexOf(t('terminal:menu.title'));
  const beforeAdvice = menuAt < 0 ? out : out.slice(0, menuAt);
  const questions = beforeAdvice.split(t('terminal:pickHint')).length - 1;
  const title = beforeAdvice.split('\n').find((line) => /^[✔⚠] /.test(line));
  return { questions, title, advised: menuAt >= 0 };
}

// Each case spawns its own process on its own store, so they run side by side.
describe.concurrent('interactive terminal advisor (npm start without tokens)', { timeout: 90_000 }, () => {
  it('en: from "which card?" to an advice naming a catalog GPU in at most three questions', async () => {
    const { out, err, code } = await advisor(['which card?', 'qwen2.5 7b', 'inference', '5 users', 'quit'], { WHICHCARD_STORE: tempStore() });
    expect(code, err).toBe(0);
    const { questions, title, advised } = transcript(out, 'en');
    expect(advised, out).toBe(true);
    expect(questions).toBeGreaterThanOrEqual(1);
    expect(questions).toBeLessThanOrEqual(3);
    expect(gpuNames.some((name) => title?.includes(name)), title).toBe(true);
    expect(out).toContain(translator('en')('terminal:bye'));
  });

  it('zh: 从“该租哪张卡？”到给出目录里的显卡，最多三个问题', async () => {
    const { out, err, code } = await advisor(['该租哪张卡？', 'Qwen2.5-14B', '推理', '20 人', '退出'], { WHICHCARD_STORE: tempStore() });
    expect(code, err).toBe(0);
    const { questions, title, advised } = transcript(out, 'zh');
    expect(advised, out).toBe(true);
    expect(questions).toBeLessThanOrEqual(3);
    expect(gpuNames.some((name) => title?.includes(name)), title).toBe(true);
    expect(out).toContain(translator('zh')('terminal:menu.math'));
    expect(out).toContain(translator('zh')('terminal:bye'));
  });

  it('picks by number, and shows the math on request', async () => {
    const t = translator('en');
    // 1 = the first popular model, then the task and amount from free text, then "1" on the menu = the math.
    const { out, code } = await advisor(['which card?', '1', 'inference int4', '1 user', '1', 'quit'], { WHICHCARD_STORE: tempStore() });
    expect(code).toBe(0);
    expect(transcript(out, 'en').advised, out).toBe(true);
    const afterMenu = out.slice(out.indexOf(t('terminal:menu.title')));
    expect(afterMenu).toContain(t('advice:math.description'));
    expect(afterMenu).toMatch(/memory\.\w+/); // trace step ids
  });

  it('a full one-line question needs no question at all', async () => {
    const { out } = await advisor(['LoRA fine-tune llama 3 8b on 50k samples of 1k tokens', 'quit'], { WHICHCARD_STORE: tempStore() });
    expect(transcript(out, 'en')).toMatchObject({ questions: 0, advised: true });
    // The job cost per option and billing mode as text bars under the advice (a picture in the chat bots).
    const lines = out.split('\n');
    const at = lines.findIndex((l) => l.startsWith(translator('en')('team:chart.costTitle.job')));
    expect(at, out).toBeGreaterThan(0);
    const bars: string[] = [];
    for (const line of lines.slice(at + 1)) if (/[█▒]+ \$[\d,.]+$/.test(line)) bars.push(line); else break;
    expect(bars.length).toBeGreaterThanOrEqual(2);
    // Scaled to the dearest: its bar is the full 24 cells, none longer.
    expect(Math.max(...bars.map((l) => (l.match(/[█▒]/g) ?? []).length))).toBe(24);
  });

  it('quitting mid-way saves the conversation; the next start offers to resume it', async () => {
    const store = tempStore();
    const first = await advisor(['which card?', 'llama 3.1 8b'], { WHICHCARD_STORE: store });
    expect(first.code).toBe(0);
    expect(first.out).toContain(translator('en')('terminal:saved'));

    const second = await advisor(['y', 'inference', '10 users', 'quit'], { WHICHCARD_STORE: store, LANG: 'en_US.UTF-8' });
    expect(second.code, second.err).toBe(0);
    expect(second.out).toContain(translator('en')('terminal:resumed'));
    expect(second.out).toMatch(/Llama-3\.1-8B/);
    const { questions, advised } = transcript(second.out, 'en');
    expect(advised, second.out).toBe(true);
    expect(questions).toBeLessThanOrEqual(2);

    // The advice finished the conversation: nothing to resume the third time.
    const third = await advisor(['quit'], { WHICHCARD_STORE: store, LANG: 'en_US.UTF-8' });
    expect(third.out).not.toContain('unfinished question');
  });

  it.skipIf(!redis)(`resumes across processes on Redis too${redis ? '' : ' (skipped: WHICHCARD_TEST_REDIS is not set)'}`, async () => {
    // The terminal has one live conversation per store: clear what an earlier run may have left.
    const store = await openStore(redis!);
    const terminal = new Advisor({ store, logger: pino({ level: 'silent' }), catalog: defaultCatalog, clock: () => new Date(), defaults: DEFAULT_SETTINGS });
    await terminal.discard({ userId: 'local' }, { platform: 'cli', scope: 'cli' });
    await store.close();
    const env = { WHICHCARD_STORE: redis!, LANG: 'en_US.UTF-8' };
    const first = await advisor(['which card?', 'qwen2.5 7b'], env);
    expect(first.out).toContain(translator('en')('terminal:saved'));
    const second = await advisor(['yes', 'inference', '5 users', 'quit'], env);
    expect(second.out).toContain(translator('en')('terminal:resumed'));
    expect(transcript(second.out, 'en').advised, second.out).toBe(true);
  });

  it('/lang redoes the answer in the other language and is remembered for the next start', async () => {
    const store = tempStore();
    const first = await advisor(['70B 推理 int4 并发 8', '/lang en', 'quit'], { WHICHCARD_STORE: store });
    const zhMenu = first.out.indexOf(translator('zh')('terminal:menu.title'));
    const enMenu = first.out.indexOf(translator('en')('terminal:menu.title'));
    expect(zhMenu).toBeGreaterThan(0);
    expect(enMenu).toBeGreaterThan(zhMenu);
    expect(first.out.slice(zhMenu)).toContain(translator('en')('terminal:languageSet'));

    // LANG says nothing; the saved choice decides: an English-only greeting.
    const second = await advisor([], { WHICHCARD_STORE: store });
    expect(second.out).toContain(translator('en')('terminal:greeting'));
    expect(second.out).not.toContain(translator('zh')('terminal:greeting'));
  });

  it('Ctrl-D (end of input) leaves cleanly; LANG picks the language before any text', async () => {
    const { out, code } = await advisor([], { WHICHCARD_STORE: tempStore(), LANG: 'zh_CN.UTF-8' });
    expect(code).toBe(0);
    expect(out).toContain(translator('zh')('terminal:greeting'));
    expect(out).not.toContain(translator('en')('terminal:greeting'));
    expect(out).toContain(translator('zh')('terminal:bye'));
  });

  it('a bad WHICHCARD_STORE stops start-up with a message naming it (exit 1)', async () => {
    const { err, code } = await advisor([], { WHICHCARD_STORE: 'mysql://nope' });
    expect(code).toBe(1);
    expect(err).toMatch(/WHICHCARD_STORE/);
  });
});
