/**
 * The five lines every answer starts with, before any detail: (1) the verdict on the named card or
 * the recommendation (card × count, precision, engine), (2) the cost in the unit that matters — per
 * month for a service, per job for a job, or "tell me the dataset size" when only that is missing,
 * (3) the speed per user, the job time or the seconds per image, (4) the assumptions that matter
 * most in one line, (5) the one thing to do next.
 */
import type { TFunction } from 'i18next';
import type { Catalog } from '../catalog/schema.ts';
import type { Estimate } from '../estimate/types.ts';
import type { Locale } from '../i18n.ts';
import type { Advice, CoreContext, Money, Option } from '../recommend/types.ts';
import type { Verdict } from '../recommend/verdict.ts';
import { neededGB } from '../estimate/device.ts';
import { formatCompact, money, num, providerText } from './format.ts';
import { verdictTitle, verdictTone } from './verdict.ts';
import { cpuLines } from './cpu.ts';
import { macLines } from './mac.ts';
import type { View } from './view.ts';

type Ctx = Pick<CoreContext, 'catalog' | 'locale'>;

/** The assumptions worth a place in the one line, most decisive first; at most three are named. */
const ASSUMED_ORDER = ['task', 'concurrency', 'aggregateSpeed', 'batchStreams', 'context', 'seq', 'precisionFallback', 'method', 'engine', 'finetuneTokens', 'pretrainTokens', 'epochs', 'deadline', 'hoursPerDay'];
const ASSUMED_SHOWN = 3;

/** The fine-tune's dataset size was not given: the job's hours and cost wait for it. */
export function datasetMissing(advice: Advice): boolean {
  return advice.assumptions.some((a) => a.key === 'assumption.finetuneTokens');
}

const gpuName = (catalog: Catalog, id: string) => catalog.gpus.find((g) => g.id === id)?.name ?? id;

/** A context in kilotokens ("4k", "32k"); a corpus or any other number compact ("1.4T", not "1367187500k"). */
function tokensLabel(locale: Locale, tokens: number): string {
  return tokens % 1024 === 0 && tokens < 1024 * 1024 ? `${tokens / 1024}k` : formatCompact(locale, tokens);
}

function assumedLine(t: TFunction, locale: Locale, advice: Advice): string | undefined {
  const byKey = new Map(advice.assumptions.map((a) => [a.key.replace(/^assumption\./, ''), a]));
  const parts = ASSUMED_ORDER.filter((k) => byKey.has(k))
    .slice(0, ASSUMED_SHOWN)
    .map((k) => {
      const p = byKey.get(k)!.params;
      const params: Record<string, string> = {};
      for (const [name, value] of Object.entries(p)) {
        params[name] = typeof value !== 'number' ? value : name === 'tokens' ? tokensLabel(locale, value) : num(locale, value);
      }
      // The verdict may run the named card on another engine than the recommendation: name the one it states.
      if (k === 'engine' && advice.verdict) params.engine = advice.verdict.engine;
      if (k === 'method' && typeof p.method === 'string') params.method = t(`advice:description.method.${p.method}`);
      // Plural forms ("one user" / "5 users") need i18next's count.
      const count = k === 'concurrency' ? p.concurrency : k === 'epochs' ? p.epochs : undefined;
      const options: Record<string, string | number> = typeof count === 'number' ? { ...params, count } : params;
      return t(`advice:lead.assumedPart.${k}`, options);
    });
  return parts.length > 0 ? t('advice:lead.assumed', { list: parts.join(locale === 'zh' ? '，' : ', ') }) : undefined;
}

/** `owned`: the cards are the user's own, so their rent is only a comparison ("renting the same: …"). */
function costLine(t: TFunction, locale: Locale, advice: Advice, option: Option, owned = false): string {
  const price = money(locale, { amount: option.pricePerGpuHour, currency: option.currency });
  const provider = providerText(option);
  const billing = t(`advice:billing.${option.billing}`, { period: '' }).replace(/\s*[(（][)）]$/, '');
  const prefix = owned ? 'advice:lead.cost.owned.' : 'advice:lead.cost.';
  if (datasetMissing(advice)) return t(`${prefix}waits`, { price, provider });
  if (option.cost.perJob) return t(`${prefix}job`, { amount: money(locale, option.cost.perJob), billing, provider });
  return t(`${prefix}service`, { amount: money(locale, option.cost.perMonth ?? option.cost.perHour), billing, provider });
}

/** Seconds per image at the pipeline's resolution and steps, and what a daily amount takes at that speed. */
function imageLine(t: TFunction, locale: Locale, advice: Advice, image: NonNullable<Estimate['image']>): string {
  const line = t('advice:lead.speed.image', { seconds: num(locale, image.secondsPerImage), resolution: image.resolution, steps: image.steps });
  const perDay = advice.request.imagesPerDay;
  if (!perDay) return line;
  // The daily amount as GPU-hours at this speed: a card works the hours a day the pipeline runs (all day unless
  // said), more hours need more cards — the copies the estimator planned (sizing.ts imageCopies).
  const day = advice.request.hoursPerDay ?? 24;
  const hours = (perDay * image.secondsPerImage) / 3600;
  const daily = hours <= day
    ? t('advice:lead.speed.imageDaily', { images: num(locale, perDay), hours: num(locale, hours), pct: num(locale, Math.ceil((100 * hours) / day)), day })
    : t('advice:lead.speed.imageDailyCards', { images: num(locale, perDay), hours: num(locale, hours), cards: Math.ceil(hours / day - 1e-9), day });
  return `${line}${daily}`;
}

function speedLine(t: TFunction, locale: Locale, advice: Advice, e: Estimate): string | undefined {
  if (e.image) return imageLine(t, locale, advice, e.image);
  if (e.training) return datasetMissing(advice) ? undefined : t('advice:lead.speed.train', { hours: num(locale, e.training.hours), days: num(locale, e.training.hours / 24), count: e.count });
  if (e.throughput) return batchTimeLine(t, locale, advice, e.throughput.totalTokensPerSec, e.count) ?? t('advice:lead.speed.infer', { perUser: num(locale, e.throughput.decodeTokensPerSecPerStream), total: num(locale, e.throughput.totalTokensPerSec) }) + targetSuffix(t, locale, advice);
  return undefined;
}

/** The per-user speed the asker stated, and whether the plan meets it. */
function targetSuffix(t: TFunction, locale: Locale, advice: Advice): string {
  const target = advice.speedTarget;
  if (!target) return '';
  return t(target.met ? 'advice:lead.speed.targetMet' : 'advice:lead.speed.targetShort', { target: num(locale, target.perUser) });
}

/**
 * An offline batch job is said by the hours it takes (its tokens at the cards' total rate), not by a per-user speed: its
 * items' prompts take their share of the compute, so the decode rate alone can read as a few tokens a second. A rate of
 * nothing says nothing (omitted). Batch work of no known amount is said by its total rate: nobody reads one item as it streams.
 */
function batchTimeLine(t: TFunction, locale: Locale, advice: Advice, totalTokensPerSec: number | undefined, count: number): string | undefined {
  if (!advice.request.batchJob) return undefined;
  const tokens = advice.request.tokens;
  if (!(totalTokensPerSec !== undefined && totalTokensPerSec >= 1)) return tokens === undefined ? undefined : '';
  if (tokens === undefined) return t('advice:lead.speed.batch', { total: num(locale, totalTokensPerSec) });
  const hours = tokens / totalTokensPerSec / 3600;
  return t('advice:lead.speed.train', { hours: num(locale, hours), days: num(locale, hours / 24), count });
}

/** "Longest context: …" when the user asked how long a context fits (LLM inference). */
function contextLine(t: TFunction, locale: Locale, advice: Advice, tokens: number | undefined, users: number): string | undefined {
  if (!advice.request.contextAsked || !tokens) return undefined;
  return t('advice:lead.context', { tokens: num(locale, tokens), users: num(locale, users) });
}

/** "At once: up to N users …" when the user asked how many users it serves (LLM inference). */
function concurrencyLine(t: TFunction, locale: Locale, advice: Advice, most: Estimate['maxConcurrency'], context: number | undefined): string | undefined {
  if (!advice.request.concurrencyAsked || !most || !context) return undefined;
  return t('advice:lead.concurrency', { users: num(locale, most.streams), tokens: num(locale, context), perUser: num(locale, most.perStreamTokensPerSec) });
}

/** The parts that take memory; an inference job has no gradients or optimizer states to list as 0. */
export function breakdownParts(t: TFunction, m: Option['estimate']['memory'], n: (v: number) => string): string {
  // A training estimate's KV cache is an RL run's rollout engine beyond what the training pass frees (estimate/memory-rl.ts).
  const kv = m.gradientsGB > 0 || m.optimizerGB > 0 ? 'rollout' : 'kv';
  const parts = [['weights', m.weightsGB], [kv, m.kvCacheGB], ['act', m.activationsGB], ['grad', m.gradientsGB], ['opt', m.optimizerGB], ['over', m.overheadGB]] as const;
  return parts.filter(([, gb]) => gb > 0).map(([part, gb]) => t(`advice:vram.part.${part}`, { gb: n(gb) })).join(' · ');
}

/** "How much VRAM?": the plan's memory in all, per GPU and by part, before anything else. */
function memoryAskedLine(t: TFunction, locale: Locale, advice: Advice, e: Estimate): string | undefined {
  if (!advice.request.memoryAsked) return undefined;
  const perGpu = neededGB(e.memory);
  const n = (v: number) => num(locale, v);
  return t(e.count === 1 ? 'advice:lead.memoryOne' : 'advice:lead.memory', { count: e.count, total: n(perGpu * e.count), perGpu: n(perGpu), parts: breakdownParts(t, e.memory, n) });
}

export interface Lead {
  title: string;
  tone?: View['tone'];
  lines: string[];
}

/** "Cheapest that does it: <option> — <cost> a month / for the job" (or "Fewest cards that do it", when those were asked for). */
function cheapestLine(t: TFunction, locale: Locale, rec: Option, title: string, fewest = false): string {
  return t(fewest ? 'advice:lead.cost.fewest' : 'advice:lead.cost.cheapest', {
    option: title,
    amount: money(locale, rec.cost.perJob ?? rec.cost.perMonth ?? rec.cost.perHour),
    period: t(`advice:lead.period.${rec.cost.perJob ? 'job' : 'service'}`),
  });
}

/**
 * `recommendation` is the recommended setup's title and description (used when no card was named);
 * `fix` the label of the verdict's first one-tap change.
 */
export function leadLines(t: TFunction, ctx: Ctx, advice: Advice, names: { title: string; model: string; config: string; fix?: string | undefined }): Lead {
  const { locale, catalog } = ctx;
  const rec = advice.recommendation;
  const v = advice.verdict;
  const assumed = assumedLine(t, locale, advice);
  // A question about the user's Mac is answered on the Mac first; the rental plan is what to rent if it falls short.
  if (!v && advice.mac && !('error' in advice.mac)) {
    const mac = macLines(t, advice.mac, names.model);
    const rental = cheapestLine(t, locale, rec, names.title);
    const tone: View['tone'] = advice.mac.status === 'fits' ? 'ok' : advice.mac.status === 'fitsIf' ? 'warn' : 'error';
    return { title: mac[0] ?? '', tone, lines: [mac[mac.length - 1], rental, assumed].filter((l): l is string => !!l) };
  }
  // "No GPU": the CPU answer first, then what to rent for it.
  if (!v && advice.cpu) {
    const cpu = cpuLines(t, advice.cpu, names.model);
    const rental = cheapestLine(t, locale, rec, names.title);
    return { title: cpu[0] ?? '', tone: advice.cpu.fits === false ? 'error' : 'ok', lines: [cpu[2], rental, assumed].filter((l): l is string => !!l) };
  }
  if (!v) {
    const context = contextLine(t, locale, advice, rec.estimate.maxContextTokens, rec.estimate.input.concurrency ?? 1);
    const users = concurrencyLine(t, locale, advice, rec.estimate.maxConcurrency, rec.estimate.input.contextTokens);
    const lines = [memoryAskedLine(t, locale, advice, rec.estimate), users, context, costLine(t, locale, advice, rec), speedLine(t, locale, advice, rec.estimate), assumed];
    const action = datasetMissing(advice)
      ? t('advice:lead.action.dataset')
      : t('advice:lead.action.rent', { count: rec.count, gpu: gpuName(catalog, rec.gpu), provider: providerText(rec), price: money(locale, { amount: rec.pricePerGpuHour, currency: rec.currency }) });
    return { title: t('advice:lead.recommendation', { title: names.title, model: names.model, config: names.config }), lines: [...lines, action].filter((l): l is string => !!l) };
  }
  const title = verdictTitle(t, locale, catalog, v, names.model);
  const onNamed = v.fits && v.option ? v.option : undefined;
  const owned = advice.request.ownsGpu === true;
  const cost = onNamed
    ? costLine(t, locale, advice, onNamed, owned)
    : datasetMissing(advice)
      ? t('advice:lead.cost.cheapestWaits', { option: names.title, price: money(locale, { amount: rec.pricePerGpuHour, currency: rec.currency }), provider: providerText(rec) })
      : cheapestLine(t, locale, rec, names.title, advice.request.fewestCards === true);
  const speed = v.fits
    ? onNamed
      ? speedLine(t, locale, advice, onNamed.estimate)
      : v.perUserTokensPerSecond !== undefined
        ? (batchTimeLine(t, locale, advice, v.totalTokensPerSecond ?? v.perUserTokensPerSecond, v.count) ??
          t('advice:lead.speed.infer', { perUser: num(locale, v.perUserTokensPerSecond), total: num(locale, v.totalTokensPerSecond ?? v.perUserTokensPerSecond) }))
        : v.image
          ? imageLine(t, locale, advice, v.image)
          : undefined
    : speedLine(t, locale, advice, rec.estimate);
  const faster = v.faster
    ? t('advice:lead.speed.trainFaster', { count: v.faster.count, hours: num(locale, v.faster.hours), days: num(locale, v.faster.hours / 24), deadline: num(locale, v.faster.deadlineHours) })
    : undefined;
  const more = v.conditions.find((c) => c.key === 'moreCards');
  const recAmount = rec.cost.perJob ?? rec.cost.perMonth ?? rec.cost.perHour;
  const namedAmount = onNamed ? (onNamed.cost.perJob ?? onNamed.cost.perMonth ?? onNamed.cost.perHour) : undefined;
  // On cards the user owns a cheaper rental is no saving.
  const cheaper = !owned && onNamed && namedAmount && rec.gpu !== v.gpu && namedAmount.currency === recAmount.currency && recAmount.amount < namedAmount.amount;
  const action = v.fits
    ? datasetMissing(advice)
      ? t('advice:lead.action.dataset')
      : cheaper
        ? t('advice:lead.action.cheaper', { option: names.title, amount: money(locale, recAmount), period: t(`advice:lead.period.${rec.cost.perJob ? 'job' : 'service'}`) })
        : t('advice:lead.action.ownCard')
    : v.status === 'fitsIf' && names.fix
      ? t('advice:lead.action.fix', { change: names.fix })
      : more
        ? t('advice:lead.action.moreCards', { count: more.params.count ?? '', gpu: more.params.gpu ?? '' })
        : t('advice:lead.action.rent', { count: rec.count, gpu: gpuName(catalog, rec.gpu), provider: providerText(rec), price: money(locale, { amount: rec.pricePerGpuHour, currency: rec.currency }) });
  const context = contextLine(t, locale, advice, v.maxContextTokens, advice.request.concurrency ?? 1);
  const users = concurrencyLine(t, locale, advice, v.maxConcurrency, (onNamed?.estimate ?? rec.estimate).input.contextTokens);
  const compared = advice.compared ? comparedLine(t, ctx, advice, v, advice.compared, names.model) : undefined;
  return { title, tone: verdictTone(v), lines: [users, context, cost, speed && faster ? `${speed}${faster}` : speed, compared, assumed, action].filter((l): l is string => !!l) };
}

const MARK: Record<Verdict['status'], string> = { fits: '✔', fitsIf: '⚠', doesNotFit: '✘' };

/** What the named cards cost for this work: a job's total, else a month (undefined when not priced). */
function verdictAmount(v: Verdict): Money | undefined {
  const o = v.fits ? v.option : undefined;
  return o ? (o.cost.perJob ?? o.cost.perMonth ?? o.cost.perHour) : undefined;
}

/**
 * "A100 还是 4090？": the second card judged like the first, in one line — its verdict, what it costs for the
 * same work, and which of the two is cheaper by how much when both do it.
 */
function comparedLine(t: TFunction, ctx: Ctx, advice: Advice, v: Verdict, other: Verdict, model: string): string {
  const { locale, catalog } = ctx;
  const amount = verdictAmount(other);
  const o = other.fits ? other.option : undefined;
  // Without the dataset's size a job has no total yet: its hourly price, and the ratio (both scale with the data alike).
  const waits = datasetMissing(advice);
  const time = other.trainingHours !== undefined && !waits ? t('advice:lead.compare.hours', { hours: num(locale, other.trainingHours) }) : '';
  const cost = !amount || !o
    ? ''
    : waits
      ? t('advice:lead.compare.hourly', { price: money(locale, { amount: o.pricePerGpuHour, currency: o.currency }), provider: providerText(o) })
      : t('advice:lead.compare.cost', { amount: money(locale, amount), period: t(`advice:lead.period.${o.cost.perJob ? 'job' : 'service'}`), time });
  const line = t('advice:lead.compare.or', { verdict: `${MARK[other.status]} ${verdictTitle(t, locale, catalog, other, model)}`, cost });
  const mine = verdictAmount(v);
  if (!amount || !mine || amount.currency !== mine.currency || amount.amount === mine.amount) return line;
  const [cheap, dear] = amount.amount < mine.amount ? [other, v] : [v, other];
  const pct = Math.round((1 - Math.min(amount.amount, mine.amount) / Math.max(amount.amount, mine.amount)) * 100);
  const label = (x: Verdict) => `${x.count} × ${gpuName(catalog, x.gpu)}`;
  return `${line}${t('advice:lead.compare.cheaper', { cheaper: label(cheap), dearer: label(dear), pct })}`;
}
