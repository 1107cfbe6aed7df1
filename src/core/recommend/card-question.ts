/**
 * Cards the asker has, counted but not named ("i have 2 gpus … need to run Llama-2-70B"): the answer is a verdict on
 * their cards, and which card they are may decide it. Both ends of what people own are judged at that count — a 24 GB
 * desk card and an 80 GB datacenter card — and when the two answers differ (one holds it, the other does not; or
 * one only in a lighter format or method), the card is asked, with both answers as the reason. When they agree, or
 * neither holds it, the answer does not wait for the card.
 */
import type { Offer } from '../catalog/schema.ts';
import { classBits } from '../estimate/precision.ts';
import { UserError } from '../errors.ts';
import type { Sizer } from './options.ts';
import type { AdviceRequest, CoreContext } from './types.ts';
import { verdictOnRequest, type Verdict } from './verdict.ts';

/** The two ends of the cards people own: a 24 GB desk card and an 80 GB datacenter card (catalog ids). */
export const CARD_ENDS = { small: 'rtx4090', large: 'a100-80gb-sxm' } as const;

/** The error keys this question is asked with (the conversation maps them to its card question). */
export const CARD_QUESTION_KEYS = ['cardUnnamed.short', 'cardUnnamed.lighter', 'cardUnnamed.shortTrain', 'cardUnnamed.lighterTrain'] as const;

function sameAnswer(a: Verdict, b: Verdict): boolean {
  return a.fits === b.fits && classBits(a.precision) === classBits(b.precision) && a.method === b.method;
}

/** Throws UserError `cardUnnamed.*` when the asker's unnamed cards must be named for the answer. */
export function askCardIfItDecides(ctx: CoreContext, request: AdviceRequest, offers: readonly Offer[], sizer: Sizer): void {
  if (request.unnamedCards !== true || request.gpu !== undefined || request.count === undefined || request.device !== undefined || request.mac !== undefined) return;
  const judged = { ...request, ownsGpu: true };
  const small = verdictOnRequest(ctx, { ...judged, gpu: CARD_ENDS.small }, offers, sizer);
  const large = verdictOnRequest(ctx, { ...judged, gpu: CARD_ENDS.large }, offers, sizer);
  if (!small || !large || !large.fits || sameAnswer(small, large)) return;
  const name = (id: string) => ctx.catalog.gpus.find((g) => g.id === id)?.name ?? id;
  const train = large.method !== undefined;
  const key = `cardUnnamed.${small.fits ? 'lighter' : 'short'}${train ? 'Train' : ''}`;
  throw new UserError(key, {
    count: request.count,
    small: name(CARD_ENDS.small),
    large: name(CARD_ENDS.large),
    smallPrecision: small.precision,
    largePrecision: large.precision,
    ...(train ? { smallMethod: small.method ?? large.method!, largeMethod: large.method! } : {}),
  });
}
