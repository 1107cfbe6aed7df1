/**
 * Child processes for the benchmarks: spawn a command, time it until its output (or a fake server)
 * shows a milestone, and read the resident memory of its whole process tree from /proc (Linux).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

export interface Spawned {
  child: ChildProcess;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** Resolves when the process has exited. */
  exited: Promise<void>;
  stop(): Promise<void>;
}

export function start(command: string, args: string[], options: { cwd: string; env?: Record<string, string | undefined>; stdin?: 'pipe' | 'ignore' }): Spawned {
  const child = spawn(command, args, { cwd: options.cwd, env: { ...process.env, ...options.env }, stdio: [options.stdin ?? 'pipe', 'pipe', 'pipe'], detached: true });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<void>((resolve) => child.on('close', () => resolve()));
  return {
    child,
    output: () => out,
    exited,
    async stop() {
      // The whole group (npm → sh → node): npm does not always pass SIGTERM on.
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        return;
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 3000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Polls `probe` every 2 ms until it holds; throws with `what` after `timeoutMs`. */
export async function until(probe: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!probe()) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 2));
  }
}

function children(pid: number): number[] {
  const out: number[] = [];
  try {
    for (const task of readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/)) if (task) out.push(Number(task));
  } catch {
    // the process has exited
  }
  return out;
}

/** Resident memory of one process, in bytes (0 once it has exited). */
export function rssOf(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** Resident memory of a process and all its descendants, in bytes. */
export function treeRss(pid: number): number {
  let total = 0;
  const stack = [pid];
  while (stack.length > 0) {
    const p = stack.pop()!;
    total += rssOf(p);
    stack.push(...children(p));
  }
  return total;
}

/**
 * Proportional set size of a process and its descendants, in bytes: each shared page (the node
 * binary and libraries mapped by npm's node and the app's) counted once across the processes that
 * map it, where the RSS sum counts it in each. What the tree costs the machine.
 */
export function treePss(pid: number): number {
  let total = 0;
  const stack = [pid];
  while (stack.length > 0) {
    const p = stack.pop()!;
    try {
      const m = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${p}/smaps_rollup`, 'utf8'));
      total += m ? Number(m[1]) * 1024 : 0;
    } catch {
      // the process has exited
    }
    stack.push(...children(p));
  }
  return total;
}

/** Threads of a process (the main thread, node's helpers, and any worker threads still running). */
export function threadsOf(pid: number): number {
  try {
    const m = /Threads:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

/** The deepest process in the tree (the app itself, under npm and sh). */
export function leafPid(pid: number): number {
  let p = pid;
  for (let next = children(p); next.length > 0; next = children(p)) p = next[0]!;
  return p;
}
