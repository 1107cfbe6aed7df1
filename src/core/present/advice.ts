/**
 * The advice as three platform-neutral Views: the answer (card, memory, speed, billing, costs,
 * assumptions with one-tap changes, warnings, tips, sources), the math behind every number, and
 * the alternatives. All text comes from locales/<lng>/advice.json; numbers go through Intl.
 */
import type { TFunction } from 'i18next';
import type { Gpu } from '../catalog/schema.ts';
import { neededGB } from '../estimate/device.ts';
import { DECODE_SPEED_ERROR } from '../estimate/constants.ts';
import type { Estimate, TraceStep } from '../estimate/types.ts';
import { translator, type Locale } from '../i18n.ts';
import type { Advice, CoreContext, ModeCost, Option } from '../recommend/types.ts';
import { HOURS_PER_MONTH } from '../recommend/workload.ts';
import { bar, fmtParams, formatRate, money, num, providerText } from './format.ts';
import { breakdownParts, leadLines } from './lead.ts';
import { launchCommand } from './launch.ts';
import { imageAdvice, isImageEstimate } from './image.ts';
import { verdictDetail } from './verdict.ts';
import { cpuLines } from './cpu.ts';
import { macLines } from './mac.ts';
import { actionRows, type Action, type View, type ViewField } from './view.ts';

type Ctx = Pick<CoreContext, 'catalog' | 'locale' | 'settings'>;
type Keyed = { key: string; params: Record<string, string | number> };

const gpuOf = (ctx: Ctx, id: string): Gpu | undefined => ctx.catalog.gpus.find((g) => g.id === id);
const gpuName = (ctx: Ctx, id: string) => gpuOf(ctx, id)?.name ?? id;

function say(t: TFunction, locale: Locale, ns: string, item: Keyed, extra: Record<string, string> = {}): string {
  return t(`${ns}:${item.key}`, { ...fmtParams(locale, item.params), ...extra });
}

export function layoutText(t: TFunction, estimate: Pick<Estimate, 'count' | 'layout' | 'training'> & { assumptions?: Estimate['assumptions'] }): string {
  const { tensorParallel: tp, replicas } = estimate.layout;
  if (estimate.count === 1) return t('advice:layout.single');
  if (estimate.training) {
    // ZeRO-3 / FSDP holds one shard of the model per GPU: "data parallel × 8" alone reads as eight whole copies.
    const zero = estimate.assumptions?.find((a) => a.key === 'zeroStage')?.params.zero;
    return t(zero === 3 ? 'advice:layout.sharded' : 'advice:layout.dataParallel', { replicas: estimate.count });
  }
  // A copy spread over more GPUs than its tensor-parallel width is split by layers (pipeline).
  const perReplica = estimate.count / Math.max(1, replicas);
  if (perReplica > tp) return t(replicas > 1 ? 'advice:layout.pipelineReplicas' : 'advice:layout.pipeline', { gpus: perReplica, replicas });
  if (estimate.layout.dataParallelAttention) return t('advice:layout.dataParallelAttention', { gpus: tp });
  if (tp > 1 && replicas > 1) return t('advice:layout.tpReplicas', { tp, replicas });
  if (tp > 1) return t('advice:layout.tensorParallel', { tp });
  return t('advice:layout.replicas', { replicas });
}

/** "reserved (3 yr)" names the term; without one (a list of modes, a prepaid night) it is plain "reserved", not "reserved ()". */
export function billingName(t: TFunction, billing: string, period?: string): string {
  if (billing === 'reserved' && !period) return t('advice:billing.reservedAny');
  return t(`advice:billing.${billing}`, { period: period ? t(`catalog:period.${period}`, { defaultValue: period }) : '' });
}


function vramField(t: TFunction, locale: Locale, option: Option, gpu: Gpu | undefined): ViewField {
  const m = option.estimate.memory;
  const total = gpu?.memoryGB ?? m.deviceGB;
  const need = neededGB(m);
  const n = (v: number) => num(locale, v);
  const lines = [
    t('advice:vram.bar', { bar: bar(m.deviceGB / total), used: n(m.deviceGB), total: n(total) }),
    t('advice:vram.breakdown', { parts: breakdownParts(t, m, n) }),
  ];
  if (m.deviceGB > need * 1.2) lines.push(t('advice:vram.preallocated', { engine: option.estimate.input.engine, device: n(m.deviceGB), need: n(need) }));
  return { name: t('advice:field.vram'), value: lines.join('\n') };
}

function speedField(t: TFunction, locale: Locale, estimate: Estimate): ViewField | undefined {
  if (estimate.training) {
    const { hours, gpuHours, mfu } = estimate.training;
    return { name: t('advice:field.training'), value: t('advice:training.time', { hours: num(locale, hours), days: num(locale, hours / 24), gpuHours: num(locale, gpuHours), mfu: num(locale, mfu) }) };
  }
  const image = (estimate as Estimate & { image?: { secondsPerImage: number; resolution: number; steps: number } }).image;
  if (image) return { name: t('advice:field.speed'), value: t('advice:speed.image', { seconds: num(locale, image.secondsPerImage), resolution: image.resolution, steps: image.steps }) };
  if (!estimate.throughput) return undefined;
  const s = estimate.throughput;
  const lines = [t('advice:speed.infer', { perUser: num(locale, s.decodeTokensPerSecPerStream), total: num(locale, s.totalTokensPerSec), prefill: num(locale, s.prefillSeconds) })];
  if (estimate.maxContextTokens) lines.push(t('advice:speed.maxContext', { tokens: num(locale, estimate.maxContextTokens) }));
  return { name: t('advice:field.speed'), value: lines.join('\n') };
}

function costField(t: TFunction, locale: Locale, option: Option): ViewField {
  const c = option.cost;
  const m = (x: typeof c.perHour) => money(locale, x);
  const lines = [t('advice:cost.perHour', { amount: m(c.perHour) })];
  if (c.perJob) lines.push(t('advice:cost.perJob', { amount: m(c.perJob) }));
  if (c.perDay && !c.perJob) lines.push(t('advice:cost.perDay', { amount: m(c.perDay) }));
  // A job of one committed month costs its month: said once.
  if (c.perMonth && c.perMonth.amount !== c.perJob?.amount) lines.push(t('advice:cost.perMonth', { amount: m(c.perMonth) }));
  if (c.perMillionTokens) lines.push(t('advice:cost.perMillionTokens', { amount: m(c.perMillionTokens) }));
  const price = money(locale, { amount: option.pricePerGpuHour, currency: option.currency });
  const billed = option.billedGpus ?? option.count;
  lines.push(
    option.rentUnit === 'instance'
      ? t('advice:cost.rentInstance', { provider: providerText(option), instance: option.instanceGpus ?? billed, machines: billed / (option.instanceGpus ?? billed), billed, count: billed })
      : t('advice:cost.rentPerGpu', { provider: providerText(option), price, count: billed }),
  );
  const conv = c.perHour.converted;
  if (conv) lines.push(t('advice:cost.converted', { from: conv.from, rate: formatRate(locale, conv.rate), asOf: conv.asOf, source: conv.source }));
  return { name: t('advice:field.cost'), value: lines.join('\n') };
}

function modeLine(t: TFunction, locale: Locale, mode: ModeCost, kind: 'service' | 'job'): string {
  const line = t('advice:modeLine', {
    mode: billingName(t, mode.billing, mode.reservedPeriod),
    provider: mode.provider,
    price: money(locale, { amount: mode.pricePerGpuHour, currency: mode.currency }),
    cost: `${money(locale, mode.cost)} ${t(`advice:modePeriod.${kind}`)}`,
  });
  const note = mode.note ? ` (${say(t, locale, 'advice', mode.note)})` : '';
  return `${line}${note}`;
}

/** One Intl.ListFormat per locale, built once (constructing one costs more than formatting with it). */
const disjunctions = new Map<Locale, Intl.ListFormat>();
function disjunction(locale: Locale): Intl.ListFormat {
  let f = disjunctions.get(locale);
  if (!f) disjunctions.set(locale, (f = new Intl.ListFormat(locale, { type: 'disjunction' })));
  return f;
}

/** The named cards in each billing mode, when more than one is priced: "按量还是包月" answered for the card asked about. */
function verdictModes(t: TFunction, locale: Locale, advice: Advice, v: NonNullable<Advice['verdict']>): string[] {
  if (!v.modes || v.modes.length < 2) return [];
  const kind = v.option?.cost.perJob ? 'job' : 'service';
  const lines = [t('advice:verdict.modesTitle'), ...v.modes.map((m) => `• ${modeLine(t, locale, m, kind)}`)];
  if (v.breakEvenHoursPerMonth !== undefined) lines.push(breakEvenLine(t, locale, v.breakEvenHoursPerMonth));
  return lines;
}

/**
 * The engine's command for the plan the answer leads with (the named card's when it does the job), per
 * copy. Shown under the recommended setup's numbers, so a command for the named card says which it is.
 */
function runField(t: TFunction, ctx: Ctx, e: Estimate, rec: Option): ViewField | undefined {
  const command = launchCommand(ctx.catalog, e);
  if (!command) return undefined;
  const copies = e.layout.replicas > 1 ? `\n${t('advice:run.copies', { count: e.layout.replicas })}` : '';
  const named = e.gpu !== rec.gpu || e.count !== rec.count;
  const name = named ? t('advice:run.titleOn', { count: e.count, gpu: gpuOf(ctx, e.gpu)?.name ?? e.gpu }) : t('advice:run.title');
  return { name, value: `${command}${copies}` };
}

/** Where a commitment starts to pay, or that it never does within the 730 h a month has. */
function breakEvenLine(t: TFunction, locale: Locale, hours: number): string {
  return t(hours > HOURS_PER_MONTH ? 'advice:billing.breakEvenNever' : 'advice:billing.breakEven', { hours: num(locale, hours) });
}

function modesField(t: TFunction, locale: Locale, advice: Advice): ViewField {
  const kind = advice.workload?.kind ?? (advice.recommendation.cost.perJob ? 'job' : 'service');
  const lines = advice.modes.map((m) => modeLine(t, locale, m, kind));
  if (advice.missingModes && advice.missingModes.length > 0) {
    // "No spot or monthly price": a disjunction list in the reader's language, not a comma join.
    const modes = disjunction(locale).format(advice.missingModes.map((m) => billingName(t, m, '')));
    lines.push(t('advice:missing', { modes }));
  }
  return { name: t('advice:field.modes'), value: lines.join('\n') };
}

function changeActions(t: TFunction, advice: Advice): Action[] {
  return advice.assumptions.flatMap((a) =>
    (a.change ?? []).map((c) => {
      const field = /^set:([^=]+)=/.exec(c.value)?.[1] ?? '';
      return { value: c.value, label: t(`advice:change.${field}`, { label: c.label }), style: 'secondary' as const };
    }),
  );
}

/** Change buttons in rows of at most five (Discord's limit; Telegram lays them out the same way). */
const CHANGES_PER_ROW = 5;

/**
 * "Prices as of 2026-05-01 – 2026-12-03", said once for every price the answer shows (the pick and
 * each billing mode), with one note when any is past its source's freshness window — not a tag per line.
 */
export function pricesAsOf(t: TFunction, prices: readonly { asOf: string; stale: boolean }[]): string | undefined {
  if (prices.length === 0) return undefined;
  const dates = prices.map((p) => p.asOf).sort();
  const range = dates[0] === dates.at(-1) ? dates[0]! : `${dates[0]} – ${dates.at(-1)}`;
  return t('advice:source.pricesAsOf', { dates: range, stale: prices.some((p) => p.stale) ? t('advice:source.pricesStale') : '' });
}

function sourcesField(t: TFunction, ctx: Ctx, option: Option, modes: readonly { asOf: string; stale: boolean }[] = []): ViewField {
  const asOf = pricesAsOf(t, [option, ...modes]);
  const gpu = gpuOf(ctx, option.gpu);
  const model = option.estimate.input.model;
  const lines = [
    t('advice:source.offer', { provider: providerText(option), region: option.region || '—', billing: billingName(t, option.billing, option.reservedPeriod), asOf: option.asOf, source: option.source }),
  ];
  if (gpu) lines.push(t('advice:source.gpu', { gpu: gpu.name, source: gpu.sources.join('; ') }));
  if (model && !model.assumed) lines.push(t('advice:source.model', { model: model.model.name, source: model.model.source }));
  if (asOf) lines.push(asOf);
  return { name: t('advice:field.sources'), value: lines.join('\n') };
}

function titleOf(t: TFunction, ctx: Ctx, option: Option): string {
  return t('advice:title', { gpu: gpuName(ctx, option.gpu), count: option.count, layout: layoutText(t, option.estimate) });
}

function descriptionOf(t: TFunction, advice: Advice): string {
  const input = advice.recommendation.estimate.input;
  const model = input.model?.model.name ?? advice.request.model ?? '?';
  if (input.task === 'infer' && isImageEstimate(advice.recommendation.estimate)) return t('advice:description.image', { model, precision: input.precision, engine: input.engine });
  if (input.task === 'infer' && advice.speedTarget?.met === false) return t('advice:description.inferFastest', { model, precision: input.precision, engine: input.engine, errorPct: DECODE_SPEED_ERROR * 100 });
  if (input.task === 'infer') return t('advice:description.infer', { model, precision: input.precision, engine: input.engine });
  return t('advice:description.train', {
    task: t(`advice:description.task.${input.task}`),
    model,
    method: t(`advice:description.method.${input.method ?? 'full'}`),
    precision: input.precision,
  });
}

/** One-tap changes from the verdict's conditions (a precision, a context, a card count …), first. */
function verdictActions(t: TFunction, advice: Advice): Action[] {
  return (advice.verdict?.conditions ?? []).flatMap((c) => {
    const m = c.change ? /^set:([^=]+)=(.+)$/.exec(c.change) : null;
    if (!c.change || !m) return [];
    const label = c.key === 'context' ? `${Math.round(Number(m[2]) / 1024)}k` : m[2]!;
    return [{ value: c.change, label: t(`advice:change.${m[1]}`, { label }), style: 'primary' as const }];
  });
}

/** "bf16, vllm" / "LoRA, bf16": the recommendation's format in a few words. */
function configOf(t: TFunction, advice: Advice): string {
  const input = advice.recommendation.estimate.input;
  if (input.task === 'infer') return t('advice:verdict.config.infer', { precision: input.precision, engine: input.engine });
  return t('advice:verdict.config.train', { method: t(`advice:description.method.${input.method ?? 'full'}`), precision: input.precision });
}

/** Far from fitting: the largest smaller model of its family the named cards hold, from the catalog. */
function smallerKinLine(t: TFunction, ctx: Ctx, advice: Advice): string[] {
  const kin = advice.smallerKin;
  if (!kin) return [];
  const name = ctx.catalog.models.find((m) => m.id === kin.model)?.name ?? kin.model;
  return [t('advice:verdict.smallerKin', { model: name, precision: kin.precision, need: num(ctx.locale, kin.needGB) })];
}

/** The model's display name as the answer names it. */
export function modelName(advice: Advice): string {
  return advice.recommendation.estimate.input.model?.model.name ?? advice.request.model ?? '?';
}

export function presentMain(ctx: Ctx, advice: Advice): View {
  const t = translator(ctx.locale);
  const { locale } = ctx;
  const rec = advice.recommendation;
  const gpu = gpuOf(ctx, rec.gpu);
  const lead = leadLines(t, ctx, advice, { title: titleOf(t, ctx, rec), model: modelName(advice), config: configOf(t, advice), fix: verdictActions(t, advice)[0]?.label });
  const fields: ViewField[] = [];
  // The five lines lead; the detail follows: the named card's numbers, then the recommended setup's.
  if (advice.mac) fields.push({ name: t('advice:mac.field'), value: macLines(t, advice.mac, modelName(advice)).join('\n') });
  if (advice.cpu) fields.push({ name: t('advice:cpu.field'), value: cpuLines(t, advice.cpu, modelName(advice)).join('\n') });
  const v = advice.verdict;
  if (v) {
    const extra = { gpu: gpuOf(ctx, v.gpu)?.name ?? v.gpu, headroom: ctx.settings.headroom, ...(advice.request.deadlineHours !== undefined ? { deadlineHours: advice.request.deadlineHours } : {}) };
    fields.push({ name: t('advice:verdict.field'), value: [...verdictDetail(t, locale, v, extra), ...smallerKinLine(t, ctx, advice), ...verdictModes(t, locale, advice, v)].join('\n') });
  }
  const other = advice.compared;
  if (other) {
    const name = gpuOf(ctx, other.gpu)?.name ?? other.gpu;
    fields.push({ name: t('advice:verdict.fieldCompared', { count: other.count, gpu: name }), value: [...verdictDetail(t, locale, other, { gpu: name, headroom: ctx.settings.headroom }), ...verdictModes(t, locale, advice, other)].join('\n') });
  }
  const heading = advice.speedTarget?.met === false ? 'advice:field.recommendedFastest' : advice.request.fewestCards ? 'advice:field.recommendedFewest' : 'advice:field.recommended';
  if (!v || rec.gpu !== v.gpu || rec.count !== v.count) fields.push({ name: t(heading), value: `${titleOf(t, ctx, rec)}\n${descriptionOf(t, advice)}` });
  fields.push(vramField(t, locale, rec, gpu));
  const speed = speedField(t, locale, rec.estimate);
  if (speed) fields.push(speed);
  const run = runField(t, ctx, v?.fits && v.option ? v.option.estimate : rec.estimate, rec);
  if (run) fields.push(run);
  const billingLines = [say(t, locale, 'advice', advice.billingReason)];
  if (advice.breakEvenHoursPerMonth !== undefined) billingLines.push(breakEvenLine(t, locale, advice.breakEvenHoursPerMonth));
  fields.push({ name: t('advice:field.billing', { mode: billingName(t, rec.billing, rec.reservedPeriod) }), value: billingLines.join('\n') });
  fields.push(costField(t, locale, rec));
  fields.push(modesField(t, locale, advice));
  fields.push({
    name: t('advice:field.hidden'),
    value: advice.hiddenCosts
      .map((h) => say(t, locale, 'advice', h, { ...(h.amount ? { amount: money(locale, h.amount) } : {}), ...(typeof h.params.mode === 'string' ? { mode: billingName(t, h.params.mode, '') } : {}) }))
      .join('\n'),
  });
  const assumptions = [
    ...advice.assumptions.map((a) => say(t, locale, 'advice', a)),
    ...rec.estimate.assumptions.map((a) => t(`estimate:assumption.${a.key}`, fmtParams(locale, a.params))),
  ];
  if (assumptions.length > 0) fields.push({ name: t('advice:field.assumptions'), value: assumptions.map((a) => `• ${a}`).join('\n') });
  if (advice.warnings.length > 0) fields.push({ name: t('advice:field.warnings'), value: advice.warnings.map((w) => `⚠ ${say(t, locale, 'advice', w)}`).join('\n') });
  if (advice.tips.length > 0) fields.push({ name: t('advice:field.tips'), value: advice.tips.map((tip) => `• ${say(t, locale, 'advice', tip)}`).join('\n') });
  fields.push(sourcesField(t, ctx, rec, advice.modes));
  const main: Action[] = [
    { value: 'math', label: t('advice:action.math'), style: 'primary' },
    { value: 'alts', label: t('advice:action.alts'), style: 'secondary' },
    { value: 'remind', label: t('advice:action.remind'), style: 'secondary' },
  ];
  const changes = [...verdictActions(t, advice), ...changeActions(t, advice)];
  const seen = new Set<string>();
  const unique = changes.filter((a) => !seen.has(a.value) && seen.add(a.value));
  return {
    title: lead.title,
    description: lead.lines.join('\n'),
    fields,
    tone: lead.tone ?? (advice.warnings.some((w) => w.key !== 'warning.stalePrice') ? 'warn' : 'ok'),
    actions: [main, ...actionRows(unique, CHANGES_PER_ROW)],
  };
}

function inputsText(locale: Locale, inputs: TraceStep['inputs']): string {
  return Object.entries(inputs)
    .filter(([k]) => k !== 'source' && k !== 'asOf')
    .map(([k, v]) => `${k}=${typeof v === 'number' ? num(locale, v) : v}`)
    .join(', ');
}

export function presentMath(ctx: Ctx, advice: Advice): View {
  const t = translator(ctx.locale);
  const { locale } = ctx;
  const rec = advice.recommendation;
  const fields = advice.trace.map((s) => {
    const lines = [t('advice:math.step', { formula: s.formula, result: num(locale, s.result), unit: s.unit })];
    const inputs = inputsText(locale, s.inputs);
    if (inputs) lines.push(t('advice:math.inputs', { inputs }));
    if (s.source) lines.push(t('advice:math.from', { source: `${s.source.id} — ${s.source.source}`, asOf: s.source.asOf ? ` (${s.source.asOf})` : '' }));
    return { name: s.id, value: lines.join('\n') };
  });
  return { title: t('advice:math.title', { gpu: gpuName(ctx, rec.gpu), count: rec.count }), description: t('advice:math.description'), fields, tone: 'info', actions: [] };
}

function optionSummary(t: TFunction, ctx: Ctx, option: Option): string {
  const { locale } = ctx;
  const cost = option.cost.perJob
    ? t('advice:cost.perJob', { amount: money(locale, option.cost.perJob) })
    : t('advice:cost.perMonth', { amount: money(locale, option.cost.perMonth ?? option.cost.perHour) });
  const e = option.estimate;
  const speed = e.training
    ? t('advice:alternatives.speedTrain', { hours: num(locale, e.training.hours), days: num(locale, e.training.hours / 24) })
    : e.throughput
      ? t('advice:alternatives.speedInfer', { perUser: num(locale, e.throughput.decodeTokensPerSecPerStream), total: num(locale, e.throughput.totalTokensPerSec) })
      : '';
  const line = t('advice:alternatives.line', { cost, billing: billingName(t, option.billing, option.reservedPeriod), provider: providerText(option) });
  return [speed, line].filter(Boolean).join('\n');
}

export function presentAlternatives(ctx: Ctx, advice: Advice): View {
  const t = translator(ctx.locale);
  const rec = advice.recommendation;
  const fields: ViewField[] = [];
  const alts = advice.alternatives;
  const same = (a?: Option, b?: Option) => !!a && !!b && a.gpu === b.gpu && a.count === b.count && a.provider === b.provider && a.billing === b.billing;
  const both = same(alts.fastest, alts.cheapestOtherGpu);
  for (const kind of ['fastest', 'cheapestOtherGpu', 'requested'] as const) {
    const o = alts[kind];
    if (!o || (kind === 'cheapestOtherGpu' && both)) continue;
    const label = kind === 'fastest' && both ? 'fastestAndCheapest' : kind;
    fields.push({ name: t(`advice:alternatives.${label}`, { option: titleOf(t, ctx, o) }), value: optionSummary(t, ctx, o) });
  }
  return {
    title: t('advice:alternatives.title', { gpu: gpuName(ctx, rec.gpu), count: rec.count }),
    ...(fields.length === 0 ? { description: t('advice:alternatives.none') } : {}),
    fields,
    tone: 'info',
    actions: [[{ value: 'math', label: t('advice:action.math'), style: 'secondary' }, { value: 'remind', label: t('advice:action.remind'), style: 'secondary' }]],
  };
}

/** The three views an adapter shows: the answer, and on request the math and the alternatives. */
export function presentAdvice(ctx: Ctx, asked: Advice): { main: View; math: View; alternatives: View } {
  const advice = imageAdvice(asked);
  return { main: presentMain(ctx, advice), math: presentMath(ctx, advice), alternatives: presentAlternatives(ctx, advice) };
}
