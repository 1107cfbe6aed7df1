/**
 * The `whichcard` entry as a shell runs it: a reader that stops early (`whichcard offers | head`)
 * must end the command quietly, not with an unhandled EPIPE stack trace.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..');
const tsx = join(root, 'node_modules', '.bin', 'tsx');

describe('whichcard entry', () => {
  it('exits 0 without a stack trace when the reader stops early (| head)', async () => {
    const env: Record<string, string | undefined> = { ...process.env, LANG: 'C', NO_COLOR: '1' };
    // A real pipe into head: the 200 kB of JSON is far more than the pipe holds when head quits.
    const script = '"$0" src/adapters/cli/main.ts offers --json | head -c 100 > /dev/null; exit "${PIPESTATUS[0]}"';
    const { err, code } = await new Promise<{ err: string; code: number | null }>((resolve, reject) => {
      const child = spawn('bash', ['-c', script, tsx], { cwd: root, env, stdio: ['ignore', 'ignore', 'pipe'] });
      let err = '';
      child.stderr.on('data', (d: Buffer) => (err += d.toString()));
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      child.on('error', reject);
      child.on('close', (code) => {
        clearTimeout(timer);
        resolve({ err, code });
      });
    });
    expect(err).not.toMatch(/EPIPE|at .*:\d+/);
    expect(code).toBe(0);
  }, 40_000);
});
