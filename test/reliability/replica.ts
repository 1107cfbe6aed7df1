/**
 * A WhichCard process as the image runs it (the Dockerfile's exec-form CMD on dist/), spawned
 * outside a container with its log captured, for the multi-process reliability tests.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const root = join(import.meta.dirname, '..', '..');

/** The Dockerfile's own CMD (exec form), run here as in the image: node itself gets the signals. */
export function imageCommand(): string[] {
  const cmd = /^CMD (\[.*\])\s*$/m.exec(readFileSync(join(root, 'Dockerfile'), 'utf8'))?.[1];
  if (!cmd) throw new Error('Dockerfile has no exec-form CMD');
  const [program, ...args] = JSON.parse(cmd) as string[];
  return [program === 'node' ? process.execPath : program!, ...args];
}

/**
 * dist/ as the image's build stage makes it, compiled only when a source is newer (npm ci's
 * `prepare` built it in CI): two test files building at once would swap dist/ under a running replica.
 */
export function buildDist(): void {
  const build = spawnSync(process.execPath, ['--input-type=module', '-e', "await (await import('./scripts/build.js')).ensureBuilt()"], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`build failed: ${build.stderr}`);
}

export interface Replica {
  child: ChildProcess;
  log: () => string;
  port: number;
  exit: Promise<number | null>;
}

export async function startReplica(env: Record<string, string>): Promise<Replica> {
  const [program, ...args] = imageCommand();
  const child = spawn(program!, args, { cwd: root, env: { ...process.env, LOG_LEVEL: 'debug', PORT: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stderr!.on('data', (d: Buffer) => (log += d.toString()));
  child.stdout!.resume();
  const exit = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  const deadline = Date.now() + 60_000;
  while (!/whichcard started/.test(log)) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`replica did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const listening = log.split('\n').find((l) => l.includes('http server listening'))!;
  return { child, log: () => log, port: (JSON.parse(listening) as { port: number }).port, exit };
}

export function postUpdate(replica: Replica, path: string, body: unknown, secret?: string): Promise<Response> {
  return fetch(`http://127.0.0.1:${replica.port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(secret ? { 'x-telegram-bot-api-secret-token': secret } : {}) },
    body: JSON.stringify(body),
  });
}
