/**
 * "Your Mac": the Mac verdict (recommend/mac.ts) in words, with its arithmetic — need = GGUF weights +
 * KV cache (serving), or weights + gradients and optimizer states + activations (a fine-tune on MLX), against
 * the GPU's default share of unified memory — and the wired-limit change when it fits only above that share.
 * Shown before the rental plan.
 */
import type { TFunction } from 'i18next';
import { appleChip } from '../catalog/apple-silicon.ts';
import type { MacFormat, MacVerdictResult } from '../recommend/mac.ts';
import { ggufTag } from '../estimate/gguf.ts';

export function macLines(t: TFunction, v: MacVerdictResult, model: string): string[] {
  const chipName = appleChip(v.chip)?.name ?? v.chip;
  // A chip assumed from the memory is not named as the user's: "your Mac 64 GB" (the note below says which speed it takes).
  const yours = 'chipAssumed' in v && v.chipAssumed ? 'Mac' : chipName;
  if ('error' in v) return [t(`advice:mac.${v.error}`, { chip: chipName, model, max: v.maxMemoryGB ?? 0, need: v.needGB ?? 0 })];
  if ('task' in v) {
    const p = { model, chip: yours, memory: v.memoryGB, method: t(`advice:description.method.${v.method}`), format: v.precision, need: v.needGB, weights: v.weightsGB, states: v.statesGB, activations: v.activationsGB, overhead: v.overheadGB, batch: v.batch, seq: v.seq, checkpointing: t(`advice:mac.train.checkpointing.${v.gradientCheckpointing ? 'on' : 'off'}`), usable: v.usableGB, have: v.haveGB, share: Math.round(v.share * 100) };
    const lines = [t(`advice:mac.train.${v.status}`, p), t('advice:mac.train.math', p)];
    if (v.status === 'fitsIf') lines.push(t('advice:mac.sysctl', { mb: v.wiredLimitMb }));
    if (v.chipAssumed) lines.push(t('advice:mac.chipAssumedTrain', { memory: v.memoryGB }));
    return lines;
  }
  const chips = v.machines > 1 ? `${v.machines} × ${yours}` : yours;
  const p = { model, chip: chips, memory: v.memoryGB, format: formatTag(v.precision), need: v.needGB, weights: v.weightsGB, kv: v.kvGB, tokens: v.context, usable: v.usableGB, have: v.haveGB, share: Math.round(v.share * 100), tps: v.perUserTokensPerSecond, bandwidth: v.bandwidthGBs };
  const lines = [t(`advice:mac.${v.status}`, p), t('advice:mac.math', p)];
  if (v.machines > 1) lines.push(t('advice:mac.split', { count: v.machines, each: Math.round((v.needGB / v.machines) * 10) / 10 }));
  if (v.status === 'fitsIf') lines.push(t('advice:mac.sysctl', { mb: v.wiredLimitMb }));
  if (v.instead) lines.push(t('advice:mac.instead', { format: formatTag(v.instead.precision), need: v.instead.needGB, usable: v.usableGB, tps: v.instead.perUserTokensPerSecond }));
  else if (v.status === 'doesNotFit') lines.push(t('advice:mac.subFourBit', { weights: v.subFourBitWeightsGB }));
  if (v.status !== 'doesNotFit') lines.push(t('advice:mac.speed', p));
  if (v.chipAssumed) lines.push(t('advice:mac.chipAssumed', { ...p, chip: chipName }));
  return lines;
}

/** The file's tag as llama.cpp names it: "Q4_K_M", and "F16" for the 16-bit weights. */
function formatTag(precision: MacFormat): string {
  return ggufTag(precision) ?? 'F16';
}
