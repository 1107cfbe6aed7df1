/**
 * "back" / "返回" / "上一步", "restart" / "重来" / "重新开始", "cancel" / "取消": the words that steer
 * the conversation rather than answer it, in both languages, as typed text or as a button value.
 */
import { CONTROLS, type Control } from './quick-picks.ts';

const WORDS: Record<Control, string[]> = {
  back: ['back', 'go back', 'previous', 'undo', '返回', '上一步', '上一题', '后退', '退回'],
  restart: ['restart', 'start over', 'reset', 'again', '重来', '重新开始', '重新来', '从头开始', '重置'],
  cancel: ['cancel', 'quit', 'exit', 'stop', 'never mind', 'nevermind', '取消', '算了', '退出', '不用了'],
};

const LOOKUP = new Map<string, Control>(CONTROLS.flatMap((c) => WORDS[c].map((w) => [w, c] as [string, Control])));

/** The control a text or button value stands for; the whole message must be the word ("/cancel" too). */
export function readControl(raw: string): Control | undefined {
  const text = raw
    .normalize('NFKC')
    .toLowerCase()
    .replace(/^\s*\//, '')
    .replace(/[\s!！。.,，?？~]+$/u, '')
    .trim();
  return LOOKUP.get(text);
}
