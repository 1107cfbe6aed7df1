/**
 * A family named without a size, on a card that holds only one of its sizes: "I'm using llama3 with a single V100 (32GiB)" is
 * Llama-3-8B (the 70B does not load there), "llama3.1 … 单张4090" is Llama-3.1-8B. An engineer reads the size off the card; when
 * several sizes fit ("qwen2.5 on a 4090": 0.5B to 7B) the size is still asked.
 */
import type { Catalog, Model } from '../catalog/schema.ts';

/** 16-bit weights and the little an inference run adds to them (CUDA context, a short KV cache): what "it runs there" means. */
const LOADED_BYTES_PER_PARAM = 2 * 1.15;

const key = (name: string) => name.normalize('NFKC').toLowerCase().replace(/[\s_-]+/gu, '');

/** A bare family word ("Qwen" of "Qwen-Image") is no release; an image or vision model's memory is more than its weights'. */
const RELEASE = /\d/u;
const NOT_TEXT = /vl|vision|visual|omni|audio|image/iu;

export function sizeOnCard(family: string, cardsGB: number, catalog: Catalog): Model | undefined {
  if (!RELEASE.test(family) || NOT_TEXT.test(family)) return undefined;
  const members = catalog.models.filter((m) => m.kind === 'llm' && key(m.family) === key(family));
  const sizes = new Set(members.map((m) => Math.round(m.paramsB)));
  if (sizes.size < 2) return undefined;
  const fitting = members.filter((m) => m.paramsB * LOADED_BYTES_PER_PARAM <= cardsGB);
  if (new Set(fitting.map((m) => Math.round(m.paramsB))).size !== 1) return undefined;
  // Of one size's releases ("qwen2.5-7b", "qwen2.5-7b-instruct-1m"), the plain one.
  return fitting.reduce((a, b) => (b.id.length < a.id.length ? b : a));
}
