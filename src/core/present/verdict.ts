/**
 * The verdict on the named card in words: the headline the answer leads with (✔ fits / ⚠ fits only
 * if … / ✘ does not fit, by how much), the memory it is based on, what was chosen for the user and
 * why, and each change that makes it work. Strings in locales/<lng>/advice.json `verdict.*`.
 */
import type { TFunction } from 'i18next';
import type { Catalog } from '../catalog/schema.ts';
import type { Locale } from '../i18n.ts';
import type { Verdict, VerdictCondition } from '../recommend/verdict.ts';
import { fmtParams, num } from './format.ts';
import type { View } from './view.ts';

export const VERDICT_TONE: Record<Verdict['status'], NonNullable<View['tone']>> = { fits: 'ok', fitsIf: 'warn', doesNotFit: 'error' };

/** The headline's mark: the user's own count falling short is what they asked about, so it is never a plain ✔. */
export function verdictTone(v: Verdict): NonNullable<View['tone']> {
  return v.namedShort ? 'warn' : VERDICT_TONE[v.status];
}

export function conditionText(t: TFunction, locale: Locale, c: VerdictCondition): string {
  const params = fmtParams(locale, c.params);
  // An image model's format has no tokens/s.
  if (c.key === 'precision' && c.params.perUser === undefined) return t('advice:verdict.if.precisionImage', params);
  if (c.key === 'method' && typeof c.params.method === 'string') params.method = t(`advice:description.method.${c.params.method}`);
  // Weights streamed while the previous layer computes can cost no time at all: said so, not "1× the time".
  if (c.key === 'offloadWeights' && Number(c.params.slower) < 1.05) return t('advice:verdict.if.offloadWeightsOverlapped', params);
  return t(`advice:verdict.if.${c.key}`, params);
}

function configText(t: TFunction, v: Verdict): string {
  if (v.method) return t('advice:verdict.config.train', { method: t(`advice:description.method.${v.method}`), precision: v.precision });
  return t('advice:verdict.config.infer', { precision: v.precision, engine: v.engine });
}

/** The headline, without its mark (the view's tone draws ✔ / ⚠ / ✘). */
export function verdictTitle(t: TFunction, locale: Locale, catalog: Catalog, v: Verdict, model: string): string {
  const gpu = v.gpuName ?? catalog.gpus.find((g) => g.id === v.gpu)?.name ?? v.gpu;
  const first = v.conditions[0];
  if (v.namedShort) {
    const named = v.namedShort;
    return t('advice:verdict.namedShort', { model, named: named.count, gpu, need: num(locale, named.needGB), have: num(locale, named.haveGB), count: v.count, config: configText(t, v) });
  }
  if (v.ramOffload) return t('advice:verdict.fitsRam', { model, count: v.count, gpu, config: configText(t, v), how: conditionText(t, locale, { key: v.ramOffload.kind, params: v.ramOffload.params }) });
  return t(`advice:verdict.${v.status}`, {
    model,
    count: v.count,
    gpu,
    config: configText(t, v),
    need: num(locale, v.needGB),
    have: num(locale, v.haveGB),
    short: num(locale, Math.max(0, v.needGB - v.usableGB)),
    first: first ? conditionText(t, locale, first) : '',
  });
}

/** What the memory figure is judged against: the engine's own reservation (vLLM's utilization) or the whole card. */
function memoryLine(t: TFunction, locale: Locale, v: Verdict): string {
  // Training runs on plain PyTorch; only serving engines (vLLM, SGLang) keep their own reservation.
  const engine = v.method ? 'PyTorch' : v.engine;
  const params = { need: num(locale, v.needGB), have: num(locale, v.haveGB), usable: num(locale, v.usableGB), engine };
  // The usable share rounds like the figures shown; below the whole card it is the engine's reservation.
  if (v.memoryFraction) return t('advice:verdict.memoryEngineRaised', { ...params, fraction: num(locale, v.memoryFraction.fraction), flag: v.memoryFraction.flag });
  if (v.usableGB < v.haveGB - 0.05) return t('advice:verdict.memoryEngine', { ...params, fraction: num(locale, Math.round((100 * v.usableGB) / v.haveGB) / 100) });
  return t('advice:verdict.memory', params);
}

/** The detail under the headline: memory, what was chosen and why, every way to make it work. */
export function verdictDetail(t: TFunction, locale: Locale, v: Verdict, extra: { gpu?: string; deadlineHours?: number; headroom?: number } = {}): string[] {
  // A format the card cannot run has no memory of its own to show: why, then what runs instead.
  const lines = v.formatUnsupported ? [t('advice:verdict.formatUnsupported', { gpu: extra.gpu ?? v.gpu, precision: v.precision })] : [memoryLine(t, locale, v)];
  if (v.countSearched) {
    const params = { count: v.count, gpu: extra.gpu ?? v.gpu, hours: num(locale, extra.deadlineHours ?? 0) };
    lines.push(t(extra.deadlineHours !== undefined && v.method ? 'advice:verdict.countSearchedDeadline' : 'advice:verdict.countSearched', params));
    if (v.machines) lines.push(t('advice:verdict.machines', { count: v.machines.count, each: v.machines.gpusEach }));
  }
  if (v.tight) lines.push(t('advice:verdict.tight', { free: num(locale, Math.max(0, v.haveGB - v.needGB)), pct: Math.round((extra.headroom ?? 0.1) * 100) }));
  const chosen = v.chosen;
  if (chosen) {
    const key = chosen.field === 'method' ? 'method' : v.fits ? 'precision' : 'precisionKept';
    const name = (m: string) => (chosen.field === 'method' ? t(`advice:description.method.${m}`) : m);
    if (chosen.from !== chosen.to) lines.push(t(`advice:verdict.chosen.${key}`, { from: name(chosen.from), to: name(chosen.to), fromNeed: num(locale, chosen.fromNeedGB) }));
  }
  if (v.kvCache) lines.push(t('advice:verdict.kvCache', { precision: v.kvCache.precision, engine: v.engine, flag: v.kvCache.flag }));
  if (v.batchStreams !== undefined) lines.push(t('advice:verdict.batchStreams', { streams: v.batchStreams, engine: v.engine }));
  if (v.conditions.length > 0) {
    lines.push(t('advice:verdict.ifTitle'));
    for (const c of v.conditions) lines.push(`• ${conditionText(t, locale, c)}`);
  }
  return lines;
}
