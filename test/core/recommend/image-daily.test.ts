/** Images a day are sized as copies of the image pipeline and billed for the hours they take (issue 13). */
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../src/core/catalog/index.ts';
import { recommend } from '../../../src/core/recommend/index.ts';
import { DEFAULT_SETTINGS, type CoreContext } from '../../../src/core/recommend/types.ts';
import { HOURS_PER_MONTH } from '../../../src/core/recommend/workload.ts';

const catalog = loadCatalog();
const ctx: CoreContext = { catalog, now: new Date('2026-12-02T00:00:00Z'), locale: 'en', settings: { ...DEFAULT_SETTINGS } };
const IMAGES = 5000;

describe('images a day', () => {
  it('5000 SDXL images a day on a card slower than 24 h for them: as many copies as the GPU-hours need, one per card', () => {
    const advice = recommend(ctx, { model: 'sdxl-base-1.0', task: 'infer', imagesPerDay: IMAGES, gpu: 't4' });
    const v = advice.verdict!;
    expect(v.gpu).toBe('t4');
    const gpuHours = (IMAGES * v.image!.secondsPerImage) / 3600;
    expect(gpuHours).toBeGreaterThan(24); // the case of the bug: one card cannot make the day's images
    expect(v.count).toBe(Math.ceil(gpuHours / 24));
    expect(v.option!.layout.replicas).toBe(v.count);
    expect(advice.assumptions.map((a) => a.key)).toContain('assumption.imageHours');
  });

  it('the cost is the hours the images take × the price × the cards billed', () => {
    const advice = recommend(ctx, { model: 'sdxl-base-1.0', task: 'infer', imagesPerDay: IMAGES });
    const rec = advice.recommendation;
    const gpuHours = (IMAGES * rec.estimate.image!.secondsPerImage) / 3600;
    expect(rec.count).toBe(Math.max(1, Math.ceil(gpuHours / 24)));
    const billed = rec.cost.perHour.amount / rec.pricePerGpuHour;
    expect(billed).toBeCloseTo(Math.round(billed), 6);
    expect(Math.round(billed)).toBeGreaterThanOrEqual(rec.count);
    const hoursPerDay = Math.min(24, gpuHours / rec.count);
    const day = rec.billing === 'on_demand' || rec.billing === 'spot' ? hoursPerDay : 24;
    expect(rec.cost.perMonth!.amount).toBeCloseTo(rec.cost.perHour.amount * day * (HOURS_PER_MONTH / 24), 2);
  });
});
