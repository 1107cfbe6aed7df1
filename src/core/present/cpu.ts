/**
 * "No GPU": the CPU answer (recommend/cpu.ts) in words, with its arithmetic — need = GGUF weights + KV cache
 * in system RAM, speed = RAM bandwidth ÷ bytes read per token. Shown before the rental plan.
 */
import type { TFunction } from 'i18next';
import type { CpuVerdict } from '../recommend/cpu.ts';

const FORMAT: Record<string, string> = { q8_0: 'Q8_0', q5_k_m: 'Q5_K_M', q6_k: 'Q6_K', q4_k_m: 'Q4_K_M' };

export function cpuLines(t: TFunction, v: CpuVerdict, model: string): string[] {
  const p = { model, format: FORMAT[v.precision], need: v.needGB, weights: v.weightsGB, kv: v.kvGB, tokens: v.context, ram: v.ramGB ?? 0, tps: v.perUserTokensPerSecond, bandwidth: v.bandwidthGBs };
  const head = v.fits === undefined ? 'runs' : v.fits ? 'fits' : 'doesNotFit';
  return [t(`advice:cpu.${head}`, p), t('advice:cpu.math', p), t('advice:cpu.speed', p)];
}
