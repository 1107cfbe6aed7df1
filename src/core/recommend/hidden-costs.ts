/**
 * The costs beside the GPU price that surprise people (seed §4.3): the data disk that keeps
 * billing after shutdown, public-network egress of weights and checkpoints, and the night an
 * instance is forgotten. Sizes are assumptions stated with the figure; prices come from the
 * catalog's providerCosts, and where a provider has none the answer says so.
 */
import type { Currency, FxRate, ProviderCosts } from '../catalog/schema.ts';
import type { Method, Task } from '../estimate/types.ts';
import { FORGOTTEN_NIGHT_HOURS } from './cost.ts';
import { convert } from './currency.ts';
import { scale } from './money.ts';
import type { Money } from './types.ts';

/** Tokenized data stored as 32-bit token ids. */
export const DATASET_BYTES_PER_TOKEN = 4;
/** A full training checkpoint: bf16 weights 2 + fp32 master 4 + Adam m, v 8 bytes per parameter. */
export const FULL_CHECKPOINT_BYTES_PER_PARAM = 14;
/** A LoRA adapter checkpoint with its optimizer state stays under ~1 GB for r ≤ 64 on ≤ 70B models. */
export const ADAPTER_CHECKPOINT_GB = 1;
export const CHECKPOINTS_KEPT = 2;

export interface StorageNeed {
  weightsGB: number;
  datasetGB: number;
  checkpointGB: number;
  checkpointsGB: number;
  totalGB: number;
  /** What leaves the instance over the public network: the trained weights, or the served model once. */
  egressGB: number;
}

export function storageNeed(task: Task, method: Method | undefined, paramsB: number, servedWeightsGB: number, tokens?: number): StorageNeed {
  if (task === 'infer') return { weightsGB: servedWeightsGB, datasetGB: 0, checkpointGB: 0, checkpointsGB: 0, totalGB: servedWeightsGB, egressGB: servedWeightsGB };
  const weightsGB = paramsB * 2;
  const datasetGB = ((tokens ?? 0) * DATASET_BYTES_PER_TOKEN) / 1e9;
  const adapter = method === 'lora' || method === 'qlora';
  const checkpointGB = adapter ? ADAPTER_CHECKPOINT_GB : paramsB * FULL_CHECKPOINT_BYTES_PER_PARAM;
  const checkpointsGB = checkpointGB * CHECKPOINTS_KEPT;
  return { weightsGB, datasetGB, checkpointGB, checkpointsGB, totalGB: weightsGB + datasetGB + checkpointsGB, egressGB: adapter ? ADAPTER_CHECKPOINT_GB : weightsGB };
}

export interface HiddenCost {
  key: string;
  params: Record<string, string | number>;
  amount?: Money;
}

export function findProviderCosts(all: readonly ProviderCosts[], provider: string): ProviderCosts | undefined {
  return all.find((p) => p.provider.toLowerCase() === provider.toLowerCase());
}

/** Disk per month, egress once, and one forgotten night at the option's hourly price. */
export function hiddenCosts(
  storage: StorageNeed,
  costs: ProviderCosts | undefined,
  provider: string,
  perHour: Money,
  currency: Currency,
  fx: readonly FxRate[],
  /** Set when the option is paid up front (monthly/reserved): a night left on then costs nothing extra. */
  committedMode?: string,
): HiddenCost[] {
  const out: HiddenCost[] = [];
  const size = { weightsGB: storage.weightsGB, datasetGB: storage.datasetGB, checkpointsGB: storage.checkpointsGB, totalGB: storage.totalGB };
  const disk = costs?.diskPerGBMonth != null ? convert(fx, costs.diskPerGBMonth, costs.currency, currency) : undefined;
  if (costs && disk) {
    const billedGB = Math.max(0, storage.totalGB - costs.freeDiskGB);
    out.push({ key: billedGB > 0 ? 'hidden.disk' : 'hidden.diskFree', params: { ...size, billedGB, freeGB: costs.freeDiskGB, provider, asOf: costs.asOf, source: costs.source }, amount: scale(disk, billedGB) });
  } else {
    out.push({ key: 'hidden.diskUnknown', params: { ...size, provider } });
  }
  const egress = costs?.egressPerGB != null ? convert(fx, costs.egressPerGB, costs.currency, currency) : undefined;
  if (costs && egress) {
    out.push({ key: 'hidden.egress', params: { egressGB: storage.egressGB, provider, asOf: costs.asOf, source: costs.source }, amount: scale(egress, storage.egressGB) });
  } else {
    out.push({ key: 'hidden.egressUnknown', params: { egressGB: storage.egressGB, provider } });
  }
  out.push(
    committedMode
      ? { key: 'hidden.forgottenNightCommitted', params: { hours: FORGOTTEN_NIGHT_HOURS, mode: committedMode }, amount: scale(perHour, FORGOTTEN_NIGHT_HOURS) }
      : { key: 'hidden.forgottenNight', params: { hours: FORGOTTEN_NIGHT_HOURS }, amount: scale(perHour, FORGOTTEN_NIGHT_HOURS) },
  );
  return out;
}
