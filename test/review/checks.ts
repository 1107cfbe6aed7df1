/**
 * The checks of the expert review set: each one compares one field of `whichcard advise --json`
 * with what an experienced ML engineer worked out by hand (test/review/cases.*.json). Only what an
 * expert would defend is checked — a verdict, a precision class, a count range, "no question
 * needed" — never a figure copied from WhichCard's own output. A field the advice does not carry
 * yet fails its check: that is the honest score.
 */
import type { Catalog } from '../../src/core/catalog/index.ts';

export type PrecisionClass = '32-bit' | '16-bit' | '8-bit' | '4-bit';
type OneOrMany<T> = T | T[];
/** An exact count or an inclusive [min, max] range. */
type CountRange = number | [number, number];

export interface Expert {
  /** false: answer without asking. A list: a question must be asked, about one of these ids. */
  ask?: false | string[];
  task?: 'infer' | 'finetune' | 'pretrain';
  method?: 'full' | 'lora' | 'qlora';
  /** Catalog model id the question names. */
  model?: string;
  concurrency?: number;
  contextAtLeast?: number;
  /** Training tokens per epoch, matched within ±5 %. */
  tokens?: number;
  epochs?: number;
  /** "within a month" / "两周内": the deadline understood, in hours (±5 %). */
  deadlineHours?: number;
  optimizer?: 'adamw' | 'adamw8bit';
  device?: 'mac' | 'cpu';
  budget?: { amount: number; currency: 'CNY' | 'USD'; per: 'month' | 'hour' | 'job' };
  /** true: the recommendation costs no more than the budget; false: nothing fits and the answer says so. */
  budgetFits?: boolean;
  /** The verdict on the card the user named. */
  verdict?: {
    gpu: OneOrMany<string>;
    count?: CountRange;
    fits?: boolean;
    precision?: OneOrMany<PrecisionClass>;
    /** Formats the card cannot run (bf16 on V100/T4). */
    precisionNot?: string[];
  };
  /** Precision class of the recommended plan (request.precision as used). */
  precision?: OneOrMany<PrecisionClass>;
  /** GPU count of the recommended plan. */
  count?: CountRange;
  /** Memory of the recommended plan (count × the card's memory): at least / at most. */
  minTotalMemoryGB?: number;
  maxTotalMemoryGB?: number;
  /** Engines an expert would serve this with (request.engine, the engine actually used). */
  engine?: string[];
  replicasMax?: number;
  machinesMax?: number;
  /** The layout exists: machines stated; several machines only from a provider renting joined machines; TP ≤ 8. */
  layout?: boolean;
  noSpot?: boolean;
  perUserAtLeast?: number;
  /** Image model: seconds per image, never tokens/s. */
  image?: boolean;
}

export interface ReviewCase {
  id: string;
  question: string;
  locale: 'zh' | 'en';
  source: string;
  expert: Expert;
  arithmetic: string[];
}

export interface CheckResult {
  name: string;
  ok: boolean;
  detail?: string;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- the checks read the JSON contract, which scripts see untyped */
type Json = Record<string, any>;

const CLASSES: Record<PrecisionClass, RegExp> = {
  '32-bit': /^(fp32|tf32)$/,
  '16-bit': /^(bf16|fp16|half|float16|bfloat16)$/,
  '8-bit': /^(fp8|int8|q8_0|gptq-int8|w8a8|w8a16|fp8-w8a16|int8-w8a16)$/,
  // 4–6-bit weight formats: the class people mean by "4-bit" (Q5_K_M is ~5.5 bits).
  '4-bit': /^(int4|awq|gptq|gptq-int4|q4_k_m|q4_0|q5_k_m|nf4|bnb-nf4|fp4|nvfp4|mxfp4|w4a16)$/,
};

export function precisionClass(precision: unknown): PrecisionClass | undefined {
  if (typeof precision !== 'string') return undefined;
  const p = precision.toLowerCase();
  return (Object.keys(CLASSES) as PrecisionClass[]).find((c) => CLASSES[c].test(p));
}

const list = <T>(v: OneOrMany<T>): T[] => (Array.isArray(v) ? v : [v]);
const inRange = (n: unknown, r: CountRange): boolean =>
  typeof n === 'number' && (typeof r === 'number' ? n === r : n >= r[0] && n <= r[1]);
const show = (r: CountRange): string => (typeof r === 'number' ? String(r) : `${r[0]}–${r[1]}`);

function check(name: string, ok: boolean, detail: string): CheckResult {
  return ok ? { name, ok } : { name, ok, detail };
}

/** A value the check needs is missing from the advice: the check fails and says which field. */
function missing(name: string, field: string): CheckResult {
  return { name, ok: false, detail: `no ${field}` };
}

function gpuMemoryGB(catalog: Catalog, id: unknown): number | undefined {
  return catalog.gpus.find((g) => g.id === id)?.memoryGB;
}

/** Does this provider (or this offer) rent several machines joined by InfiniBand/RoCE for one job? */
function rentsClusters(catalog: Catalog, rec: Json): boolean | undefined {
  const offers = catalog.offers.filter((o) => o.gpu === rec.gpu && o.provider === rec.provider) as Json[];
  const offer = offers.find((o) => o.pricePerGpuHour === rec.pricePerGpuHour && (rec.region === undefined || o.region === rec.region)) ?? offers[0];
  if (typeof offer?.multiNode === 'boolean') return offer.multiNode;
  const providers = (catalog as Json).providers as Json[] | undefined;
  const provider = providers?.find((p) => p.id === rec.provider);
  return typeof provider?.multiNode === 'boolean' ? provider.multiNode : undefined;
}

function costAmount(rec: Json, per: 'month' | 'hour' | 'job'): Json | undefined {
  const cost = rec?.cost;
  if (!cost) return undefined;
  if (per === 'hour') return cost.perHour;
  if (per === 'job') return cost.perJob ?? cost.total;
  return cost.perMonth;
}

/** Runs every check the case's expert answer names against one `advise --json` output. */
export function runChecks(out: Json, expert: Expert, catalog: Catalog): CheckResult[] {
  const results: CheckResult[] = [];
  const asked = Array.isArray(out.missing) || out.question !== undefined;
  const request: Json = out.request ?? {};
  const advice = asked ? undefined : out;
  const rec: Json | undefined = advice?.recommendation;
  const estimate: Json | undefined = advice?.estimate;
  const noAdvice = (name: string): CheckResult => ({ name, ok: false, detail: `asked "${out.question?.id}" instead of answering` });

  if (expert.ask === false) results.push(check('noQuestion', !asked, `asked "${out.question?.id}" (missing: ${(out.missing ?? []).join(', ')})`));
  if (Array.isArray(expert.ask)) {
    const id = out.question?.id;
    results.push(check('asks', asked && expert.ask.includes(id), asked ? `asked "${id}", expected one of ${expert.ask.join('/')}` : 'answered without asking'));
  }

  // What was understood: read from `request` whether or not a question was asked.
  if (expert.task) results.push(check('task', request.task === expert.task, `task ${request.task ?? '—'}, expected ${expert.task}`));
  if (expert.method) results.push(check('method', request.method === expert.method, `method ${request.method ?? '—'}, expected ${expert.method}`));
  if (expert.model) results.push(check('model', request.model === expert.model, `model ${request.model ?? '—'}, expected ${expert.model}`));
  if (expert.concurrency !== undefined) results.push(check('concurrency', request.concurrency === expert.concurrency, `concurrency ${request.concurrency ?? '—'}, expected ${expert.concurrency}`));
  if (expert.contextAtLeast !== undefined) results.push(check('context', (request.contextTokens ?? 0) >= expert.contextAtLeast, `context ${request.contextTokens ?? '—'}, expected ≥ ${expert.contextAtLeast}`));
  if (expert.tokens !== undefined) {
    const t = request.tokens;
    results.push(check('tokens', typeof t === 'number' && Math.abs(t / expert.tokens - 1) <= 0.05, `tokens ${t ?? '—'}, expected ${expert.tokens}`));
  }
  if (expert.epochs !== undefined) results.push(check('epochs', request.epochs === expert.epochs, `epochs ${request.epochs ?? '—'}, expected ${expert.epochs}`));
  if (expert.deadlineHours !== undefined) {
    const d = request.deadlineHours;
    results.push(check('deadline', typeof d === 'number' && Math.abs(d / expert.deadlineHours - 1) <= 0.05, `deadline ${d ?? '—'} h, expected ${expert.deadlineHours} h`));
  }
  if (expert.optimizer) results.push(check('optimizer', request.optimizer === expert.optimizer, `optimizer ${request.optimizer ?? '—'}, expected ${expert.optimizer}`));
  if (expert.device) results.push(check('device', request.device === expert.device, `device ${request.device ?? '—'}, expected ${expert.device}`));
  if (expert.budget) {
    const b = request.budget;
    const ok = b && b.amount === expert.budget.amount && b.currency === expert.budget.currency && b.per === expert.budget.per;
    results.push(check('budget', Boolean(ok), `budget ${b ? `${b.amount} ${b.currency}/${b.per}` : '—'}, expected ${expert.budget.amount} ${expert.budget.currency}/${expert.budget.per}`));
  }

  if (expert.verdict) {
    const v = expert.verdict;
    const got: Json | undefined = advice?.verdict;
    if (!advice) results.push(noAdvice('verdict'));
    else if (!got) results.push(missing('verdict', 'verdict'));
    else {
      results.push(check('verdict.gpu', list(v.gpu).includes(got.gpu), `verdict on ${got.gpu}, expected ${list(v.gpu).join('/')}`));
      if (v.count !== undefined) results.push(check('verdict.count', inRange(got.count, v.count), `verdict count ${got.count}, expected ${show(v.count)}`));
      if (v.fits !== undefined) results.push(check('verdict.fits', got.fits === v.fits, `fits ${got.fits}, expected ${v.fits} (need ${fmt(got.needGB)} GB / have ${fmt(got.haveGB)} GB)`));
      if (v.precision) {
        const c = precisionClass(got.precision);
        results.push(check('verdict.precision', c !== undefined && list(v.precision).includes(c), `verdict precision ${got.precision ?? '—'} (${c ?? '?'}), expected ${list(v.precision).join('/')}`));
      }
      if (v.precisionNot) results.push(check('verdict.precisionNot', !v.precisionNot.includes(String(got.precision)), `verdict precision ${got.precision} cannot run on this card`));
    }
  }

  const needsAdvice = (name: string, fn: () => CheckResult) => results.push(advice ? fn() : noAdvice(name));
  if (expert.precision) {
    needsAdvice('precision', () => {
      const c = precisionClass(request.precision);
      return check('precision', c !== undefined && list(expert.precision!).includes(c), `precision ${request.precision ?? '—'} (${c ?? '?'}), expected ${list(expert.precision!).join('/')}`);
    });
  }
  if (expert.count !== undefined) needsAdvice('count', () => check('count', inRange(rec?.count, expert.count!), `${rec?.count} × ${rec?.gpu}, expected ${show(expert.count!)}`));
  if (expert.minTotalMemoryGB !== undefined || expert.maxTotalMemoryGB !== undefined) {
    needsAdvice('memory', () => {
      const per = gpuMemoryGB(catalog, rec?.gpu);
      if (per === undefined || typeof rec?.count !== 'number') return missing('memory', 'recommended card');
      const total = per * rec.count;
      const ok = total >= (expert.minTotalMemoryGB ?? 0) && total <= (expert.maxTotalMemoryGB ?? Infinity);
      return check('memory', ok, `${rec.count} × ${rec.gpu} = ${total} GB, expected ${expert.minTotalMemoryGB ?? 0}–${expert.maxTotalMemoryGB ?? '∞'} GB`);
    });
  }
  if (expert.engine) {
    needsAdvice('engine', () => (request.engine === undefined ? missing('engine', 'request.engine') : check('engine', expert.engine!.includes(request.engine), `engine ${request.engine}, expected ${expert.engine!.join('/')}`)));
  }
  if (expert.replicasMax !== undefined) {
    needsAdvice('replicas', () => {
      const r = rec?.layout?.replicas;
      return r === undefined ? missing('replicas', 'layout.replicas') : check('replicas', r <= expert.replicasMax!, `${r} replicas, expected ≤ ${expert.replicasMax}`);
    });
  }
  if (expert.machinesMax !== undefined) {
    needsAdvice('machines', () => {
      const m = rec?.layout?.machines;
      return m === undefined ? missing('machines', 'layout.machines') : check('machines', m <= expert.machinesMax!, `${m} machines, expected ≤ ${expert.machinesMax}`);
    });
  }
  if (expert.layout) {
    needsAdvice('layout', () => {
      const layout = rec?.layout;
      if (layout?.machines === undefined) return missing('layout', 'layout.machines');
      if ((layout.tensorParallel ?? 1) > 8) return check('layout', false, `tensor parallel ${layout.tensorParallel} > 8 (one machine's NVLink)`);
      if (layout.machines > 1 && rentsClusters(catalog, rec!) !== true) return check('layout', false, `${layout.machines} machines from ${rec!.provider}, which rents no joined machines`);
      return check('layout', true, '');
    });
  }
  if (expert.noSpot) needsAdvice('noSpot', () => check('noSpot', rec?.billing !== 'spot', `${rec?.billing} for a job an expert would not run on spot`));
  if (expert.perUserAtLeast !== undefined) {
    needsAdvice('perUser', () => {
      const s = estimate?.perUserTokensPerSecond ?? advice?.verdict?.perUserTokensPerSecond;
      return s === undefined ? missing('perUser', 'estimate.perUserTokensPerSecond') : check('perUser', s >= expert.perUserAtLeast!, `${fmt(s)} tokens/s per user, expected ≥ ${expert.perUserAtLeast}`);
    });
  }
  if (expert.image) {
    needsAdvice('image', () => {
      const spi = estimate?.secondsPerImage ?? estimate?.image?.secondsPerImage;
      if (!(typeof spi === 'number' && spi > 0)) return missing('image', 'estimate.secondsPerImage');
      const tokens = estimate?.perUserTokensPerSecond !== undefined || estimate?.totalTokensPerSecond !== undefined || /tokens?\s*\/\s*s|tok\/s|token\/秒|tokens per second/i.test(String(advice?.text ?? ''));
      return check('image', !tokens, 'an image model sized in tokens/s');
    });
  }
  if (expert.budgetFits !== undefined && expert.budget) {
    needsAdvice('budgetFit', () => {
      const cost = costAmount(rec!, expert.budget!.per);
      if (!cost) return missing('budgetFit', `cost per ${expert.budget!.per}`);
      const amount = convert(catalog, cost.amount, cost.currency, expert.budget!.currency);
      if (amount === undefined) return missing('budgetFit', `a ${cost.currency}→${expert.budget!.currency} rate`);
      const within = amount <= expert.budget!.amount;
      if (expert.budgetFits) return check('budgetFit', within, `${fmt(amount)} ${expert.budget!.currency}/${expert.budget!.per}, over the ${expert.budget!.amount} ${expert.budget!.currency} budget`);
      const { request: _r, trace: _t, text: _x, ...rest } = advice!;
      const says = /budget/i.test(JSON.stringify(rest));
      return check('budgetFit', !within && says, within ? `${fmt(amount)} ${expert.budget!.currency} fits a budget nothing real fits` : 'nothing fits the budget, and the answer does not say so');
    });
  }
  return results;
}

/** A cost in the budget's currency, with the catalog's dated rate (the same one the answer shows). */
function convert(catalog: Catalog, amount: number, from: string, to: string): number | undefined {
  if (from === to) return amount;
  const direct = catalog.fx.find((r) => r.from === from && r.to === to);
  if (direct) return amount * direct.rate;
  const inverse = catalog.fx.find((r) => r.from === to && r.to === from);
  return inverse ? amount / inverse.rate : undefined;
}

function fmt(n: unknown): string {
  return typeof n === 'number' ? (Math.round(n * 10) / 10).toString() : String(n);
}
