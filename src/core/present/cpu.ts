/**
 * "No GPU": the CPU answer (recommend/cpu.ts) in words, with its arithmetic — need = GGUF weights + KV cache
 * in system RAM, speed = RAM bandwidth ÷ bytes read per token. Shown before the rental plan.
 */
import type { TFunction } from 'i18next';
import type { CpuVerdict } from '../recommend/cpu.ts';
import { ggufTag } from '../estimate/gguf.ts';

export function cpuLines(t: TFunction, v: CpuVerdict, model: string): string[] {
  const p = { model, format: ggufTag(v.precision), need: v.needGB, weights: v.weightsGB, kv: v.kvGB, tokens: v.context, ram: v.ramGB ?? 0, tps: v.perUserTokensPerSecond, bandwidth: v.bandwidthGBs };
  const head = v.fits === undefined ? 'runs' : v.fits ? 'fits' : 'doesNotFit';
  return [t(`advice:cpu.${head}`, p), t('advice:cpu.math', p), t('advice:cpu.speed', p)];
}
