/**
 * Image pipelines in the catalog: each sized by its parts (denoiser, text encoders, VAE) with the
 * native resolution and the steps its model card's example uses, every figure traced to a source.
 */
import { describe, expect, it } from 'vitest';
import { findModel, loadCatalog } from '../../../src/core/catalog/index.ts';
import type { DiffusionModel } from '../../../src/core/catalog/schema.ts';

const catalog = loadCatalog();

function image(id: string): DiffusionModel {
  const model = catalog.models.find((m) => m.id === id);
  if (model?.kind !== 'diffusion') throw new Error(`${id} is not an image model in the catalog`);
  return model;
}

/** Role → summed B, so a test reads like the pipeline's part list. */
function byRole(model: DiffusionModel): Record<string, number> {
  const out: Record<string, number> = {};
  for (const p of model.parts ?? []) out[p.role] = Number(((out[p.role] ?? 0) + p.paramsB).toFixed(3));
  return out;
}

// id → denoiser role and size, text encoders' total, VAE, resolution, steps (the published figures).
const PIPELINES: [string, 'transformer' | 'unet', number, number, number, number, number][] = [
  ['flux.1-dev', 'transformer', 11.9, 4.76 + 0.123, 0.084, 1024, 50],
  ['flux.1-schnell', 'transformer', 11.9, 4.76 + 0.123, 0.084, 1024, 4],
  ['sdxl-base-1.0', 'unet', 2.57, 0.123 + 0.695, 0.084, 1024, 50],
  ['sd3.5-large', 'transformer', 8.15, 0.123 + 0.695 + 4.76, 0.084, 1024, 28],
  ['sd3.5-medium', 'transformer', 2.47, 0.123 + 0.695 + 4.76, 0.084, 1024, 40],
];

describe('image pipelines', () => {
  it.each(PIPELINES)('%s: %s %s B, then encoders, VAE, resolution, steps', (id, role, denoiser, encoders, vae, resolution, steps) => {
    const m = image(id);
    const roles = byRole(m);
    expect(roles[role]).toBeCloseTo(denoiser, 3);
    expect(roles['text-encoder']).toBeCloseTo(encoders, 3);
    expect(roles.vae).toBeCloseTo(vae, 3);
    expect(m.nativeResolution).toBe(resolution);
    expect(m.defaultSteps).toBe(steps);
    // The denoiser carries the owner's headline (12 B, 3.5 B pipeline, 8.1 B, 2.5 B) within 3 %,
    // or the whole pipeline does (SDXL's 3.5 B counts the encoders and VAE).
    const total = Object.values(roles).reduce((s, x) => s + x, 0);
    expect(Math.min(Math.abs(denoiser / m.paramsB - 1), Math.abs(total / m.paramsB - 1))).toBeLessThan(0.03);
  });

  it('keeps where each part size and step count was read', () => {
    for (const id of ['flux.1-dev', 'flux.1-schnell', 'sdxl-base-1.0']) {
      // model-details sources travel into the row's notes with their read date.
      expect(image(id).notes, id).toMatch(/parts, nativeResolution, defaultSteps: .*huggingface\.co.*\(read \d{4}-\d{2}-\d{2}\)/);
    }
    for (const id of ['sd3.5-large', 'sd3.5-medium']) expect(image(id).source, id).toMatch(/stabilityai\/stable-diffusion-3\.5-.*num_inference_steps=\d+.*\(read \d{4}-\d{2}-\d{2}\)/);
  });

  it.each([
    ['SD 3.5 large', 'sd3.5-large'],
    ['sd3.5', 'sd3.5-large'],
    ['SD3.5 Large', 'sd3.5-large'],
    ['stable diffusion 3.5 large', 'sd3.5-large'],
    ['stabilityai/stable-diffusion-3.5-large', 'sd3.5-large'],
    ['SD3.5 Medium', 'sd3.5-medium'],
    ['stable-diffusion-3.5-medium', 'sd3.5-medium'],
    ['FLUX.1 [dev]', 'flux.1-dev'],
    ['black-forest-labs/FLUX.1-schnell', 'flux.1-schnell'],
    ['stabilityai/stable-diffusion-xl-base-1.0', 'sdxl-base-1.0'],
  ])('"%s" → %s', (name, id) => {
    expect(findModel(catalog, name)?.id).toBe(id);
  });
});
