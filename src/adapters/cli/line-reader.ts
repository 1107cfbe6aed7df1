/**
 * Prompt-and-read-a-line over node:readline that works both on a TTY and with piped stdin.
 * `rl.question()` drops lines that arrive before it is called — which is exactly what a pipe does
 * (all lines at once) — and on Node 20 readline's async iterator loses the lines still buffered when
 * the input closes; so every 'line' event goes into our own queue and prompts take from it.
 */
import { createInterface } from 'node:readline';

export interface LineReader {
  /** Shows the prompt and resolves with the next line, or null on end of input (Ctrl-D, Ctrl-C, pipe closed). */
  ask(prompt: string): Promise<string | null>;
  close(): void;
}

export function createLineReader(input: NodeJS.ReadableStream, output: NodeJS.WritableStream, terminal: boolean): LineReader {
  const rl = createInterface({ input, output, terminal, historySize: terminal ? 50 : 0 });
  const queue: string[] = [];
  let waiting: ((line: string | null) => void) | undefined;
  let closed = false;
  rl.on('line', (line) => {
    if (waiting) {
      const resolve = waiting;
      waiting = undefined;
      resolve(line);
    } else queue.push(line);
  });
  rl.on('close', () => {
    closed = true;
    waiting?.(null);
    waiting = undefined;
  });
  // Ctrl-C at a prompt leaves like Ctrl-D: the session saves its state and says goodbye.
  rl.on('SIGINT', () => rl.close());
  const next = (): Promise<string | null> => {
    if (queue.length > 0) return Promise.resolve(queue.shift()!);
    if (closed) return Promise.resolve(null);
    return new Promise((resolve) => (waiting = resolve));
  };
  return {
    async ask(prompt) {
      if (closed && queue.length === 0) return null;
      rl.setPrompt(prompt);
      if (!closed) rl.prompt();
      else output.write(prompt);
      const line = await next();
      if (line === null) {
        if (!terminal) output.write('\n'); // a pipe ended mid-prompt: keep the next output on its own line
        return null;
      }
      if (!terminal) output.write(`${line}\n`); // echo piped answers so a transcript reads like a session
      return line;
    },
    close() {
      rl.close();
    },
  };
}
