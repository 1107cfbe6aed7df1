/**
 * A clock the test controls inside a spawned WhichCard process, loaded before the program with
 * `NODE_OPTIONS=--import=<this file's URL>`: `Date` reads the real time plus an offset in milliseconds
 * that the test writes to the file named by WHICHCARD_TEST_CLOCK (re-read every 20 ms, so every
 * process started with the same file moves together). Timers are left alone — only "now" moves, as
 * the in-process tests move the clock they pass as `now`. Plain JavaScript: it runs before any loader.
 */
import { readFileSync } from 'node:fs';
import { setInterval } from 'node:timers';

const file = process.env.WHICHCARD_TEST_CLOCK;
if (file) {
  const RealDate = Date;
  let offset = 0;
  const read = () => {
    try {
      offset = Number(readFileSync(file, 'utf8')) || 0;
    } catch {
      // The test is writing the file; keep the last offset.
    }
  };
  read();
  setInterval(read, 20).unref();
  const now = () => RealDate.now() + offset;
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) => Reflect.construct(target, args.length > 0 ? args : [now()], newTarget),
    apply: () => new RealDate(now()).toString(),
    get: (target, key, receiver) => (key === 'now' ? now : Reflect.get(target, key, receiver)),
  });
}
