/**
 * Collects the "show the math" of one estimate: every number with its formula and inputs, and every
 * assumption the answer must state. The trace keeps full precision; numbers are rounded only
 * where they are shown.
 */
import type { Gpu, Model } from '../catalog/schema.ts';
import type { Assumption, TraceStep } from './types.ts';

export class Recorder {
  readonly trace: TraceStep[] = [];
  readonly assumptions: Assumption[] = [];

  /** Record a step and return its result, so formulas read inline. */
  step(id: string, formula: string, inputs: TraceStep['inputs'], result: number, unit: string, source?: TraceStep['source']): number {
    this.trace.push({ id, formula, inputs, result, unit, ...(source ? { source } : {}) });
    return result;
  }

  assume(key: string, params: Assumption['params'] = {}): void {
    if (!this.assumptions.some((a) => a.key === key && JSON.stringify(a.params) === JSON.stringify(params))) this.assumptions.push({ key, params });
  }

  /** Take back an assumption a later choice overrode (a default the sizer changed). */
  retract(key: string): void {
    const i = this.assumptions.findIndex((a) => a.key === key);
    if (i >= 0) this.assumptions.splice(i, 1);
  }
}

export function gpuSource(gpu: Gpu): TraceStep['source'] {
  return { catalog: 'gpus', id: gpu.id, source: gpu.sources[0] ?? '' };
}

export function modelSource(model: Model, assumed: boolean): TraceStep['source'] | undefined {
  return assumed ? undefined : { catalog: 'models', id: model.id, source: model.source };
}

/**
 * For probes, whose trace and assumptions are thrown away (the plan shown is sized again in full):
 * records nothing, so a probe does not build (and de-duplicate by JSON) what nobody reads.
 */
export class SilentRecorder extends Recorder {
  override step(_id: string, _formula: string, _inputs: TraceStep['inputs'], result: number): number {
    return result;
  }

  override assume(): void {}
}
