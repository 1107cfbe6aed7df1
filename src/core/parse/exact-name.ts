/**
 * A model asked about loosely and named exactly elsewhere in the post: "Is the 4070 just too small for llama 7b? … I downloaded
 * meta-llama/Llama-2-7b-chat-hf", "Is 7B llama speed expected to be slow? I tested ChenMnZ/Llama-2-7b-EfficientQAT". A family
 * and a size alone ("llama 7b") resolve to the family's first release (LLaMA-1 7B); the exact name, with the same family, a
 * version and the same size, says which release the asker means.
 */
import { mentionsFrom, type Mention, type NameLookup } from './mentions.ts';

/** A family word and a size, in either order, and nothing else: "llama 7b", "7B llama", "Qwen-14B". */
const BARE = /^(?:([a-z]+)[\s_-]*(\d+(?:\.\d+)?b)|(\d+(?:\.\d+)?b)[\s_-]*([a-z]+))$/iu;

export function namedExactly(text: string, loose: Mention, lookup: NameLookup): Mention {
  const bare = BARE.exec(loose.text);
  if (!bare) return loose;
  const family = (bare[1] ?? bare[4] ?? '').toLowerCase();
  const size = (bare[2] ?? bare[3] ?? '').toLowerCase();
  // The family, then a version ("-2", " 3.1", "v2"), then the same size as a word of its own.
  const exact = new RegExp(`^(?:[\\w.-]+/)?${family}[\\s_-]*v?\\d+(?:\\.\\d+)?[\\s_-]+(?:[a-z]+[\\s_-]+)?${size.replace('.', '\\.')}(?![\\w.])`, 'iu');
  for (const other of mentionsFrom(text, lookup, 0)) {
    if (other.id !== loose.id && exact.test(other.text)) return { ...loose, id: other.id };
  }
  return loose;
}
