/**
 * `set:<field>=<value>`: the advice's "change this assumption" buttons (`set:contextTokens=32768`,
 * `set:engine=vllm`, `set:hoursPerDay=8`, `set:precision=int4`). One row per field that may be
 * changed, with how its value is read and checked; anything else is a UserError with a locale key.
 */
import { findGpu, findModel } from '../catalog/resolve.ts';
import type { Catalog } from '../catalog/schema.ts';
import { KV_PRECISIONS, WEIGHT_PRECISIONS } from '../estimate/precision.ts';
import { METHODS, OPTIMIZERS, TASKS, type Engine } from '../estimate/types.ts';
import { UserError } from '../errors.ts';
import { parseQuantity } from '../parse/numbers.ts';
import { BILLING_PREFERENCES, type AdviceRequest } from '../recommend/types.ts';

type Reader = (raw: string, catalog: Catalog) => Partial<AdviceRequest> | undefined;

const oneOf =
  <K extends keyof AdviceRequest>(field: K, allowed: readonly NonNullable<AdviceRequest[K]>[]): Reader =>
  (raw) =>
    (allowed as readonly string[]).includes(raw) ? ({ [field]: raw } as Partial<AdviceRequest>) : undefined;

const number =
  (field: keyof AdviceRequest, check: (n: number) => boolean): Reader =>
  (raw) => {
    const n = parseQuantity(raw);
    return n !== undefined && check(n) ? ({ [field]: n } as Partial<AdviceRequest>) : undefined;
  };

const positiveInt = (max: number) => (n: number) => Number.isInteger(n) && n > 0 && n <= max;
const positiveUpTo = (max: number) => (n: number) => n > 0 && n <= max;

/** The engines a one-tap change offers (SGLang sizes like vLLM, so it is not a separate choice). */
const ENGINE_CHOICES: readonly Engine[] = ['transformers', 'vllm', 'llama.cpp'];

/** What each field accepts, for the hint when a value is refused. */
const ALLOWED: Partial<Record<keyof AdviceRequest, string>> = {
  task: TASKS.join(', '),
  method: METHODS.join(', '),
  optimizer: OPTIMIZERS.join(', '),
  precision: WEIGHT_PRECISIONS.join(', '),
  kvPrecision: KV_PRECISIONS.join(', '),
  engine: ENGINE_CHOICES.join(', '),
  hoursPerDay: '1–24',
  batchJob: 'true, false',
  billing: BILLING_PREFERENCES.join(', '),
};

export const FIELD_READERS: Partial<Record<keyof AdviceRequest, Reader>> = {
  task: oneOf('task', TASKS),
  method: oneOf('method', METHODS),
  optimizer: oneOf('optimizer', OPTIMIZERS),
  precision: oneOf('precision', WEIGHT_PRECISIONS),
  kvPrecision: oneOf('kvPrecision', KV_PRECISIONS),
  engine: oneOf('engine', ENGINE_CHOICES),
  concurrency: number('concurrency', positiveInt(1e6)),
  tokensPerSec: number('tokensPerSec', positiveUpTo(1e9)),
  requestsPerSecond: number('requestsPerSecond', positiveUpTo(1e7)),
  outputTokens: number('outputTokens', positiveInt(1e7)),
  contextTokens: number('contextTokens', positiveInt(1e8)),
  hoursPerDay: number('hoursPerDay', positiveUpTo(24)),
  tokens: number('tokens', positiveUpTo(1e16)),
  epochs: number('epochs', positiveInt(1000)),
  deadlineHours: number('deadlineHours', positiveUpTo(24 * 365 * 5)),
  count: number('count', positiveInt(100_000)),
  modelSizeB: number('modelSizeB', positiveUpTo(10_000)),
  billing: oneOf('billing', BILLING_PREFERENCES),
  batchJob: (raw) => (raw === 'true' ? { batchJob: true } : raw === 'false' ? { batchJob: false } : undefined),
  model: (raw, catalog) => {
    const model = findModel(catalog, raw);
    return model ? { model: model.id } : undefined;
  },
  gpu: (raw, catalog) => {
    const gpu = findGpu(catalog, raw);
    return gpu ? { gpu: gpu.id } : undefined;
  },
};

/**
 * Read one field's value. Throws UserError 'invalidChoice' (an unknown field or a refused value),
 * so the caller re-asks with the localized message.
 */
export function readField(catalog: Catalog, field: string, raw: string): Partial<AdviceRequest> {
  const reader = Object.hasOwn(FIELD_READERS, field) ? FIELD_READERS[field as keyof AdviceRequest] : undefined;
  if (!reader) throw new UserError('invalidChoice', { value: field, option: 'setting', allowed: Object.keys(FIELD_READERS).join(', ') });
  const fields = reader(raw.trim(), catalog);
  if (!fields) {
    throw new UserError('invalidChoice', { value: raw, option: field, allowed: ALLOWED[field as keyof AdviceRequest] ?? '> 0' });
  }
  return fields;
}
