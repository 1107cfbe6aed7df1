/**
 * Driver-reported memory (nvidia-smi's MiB total): what a framework can address, read from published
 * nvidia-smi outputs. Each figure here is one such output; a row losing it, or its source, fails.
 */
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../src/core/catalog/index.ts';

const catalog = loadCatalog();

const READ: [string, number, RegExp][] = [
  ['h200', 143771, /sgl-project\/sglang issue #3196/],
  ['v100-32gb', 32480, /GrabGPU issue #5/],
  ['v100-16gb', 16130, /GPT2-chitchat issue #19/],
  ['rtx-a6000', 49140, /club-3090 issue #1047/],
  ['h100-sxm', 81559, /modal-client PR #2797/],
  ['rtx4090', 24564, /RLinf issue #255/],
  ['l20', 46068, /vllm-project\/vllm issue #14011/],
  ['a40', 46068, /OCRFlux issue #64/],
];

describe('driver-reported memory', () => {
  it.each(READ)('%s reports %i MiB, with the nvidia-smi output it was read from', (id, mib, source) => {
    const gpu = catalog.gpus.find((g) => g.id === id)!;
    expect(gpu.memoryMiB).toBe(mib);
    expect(gpu.memoryMiBSource).toMatch(source);
    expect(gpu.memoryMiBSource).toMatch(/\(read \d{4}-\d{2}-\d{2}\)$/);
  });

  it('is never invented: a GPU without a published nvidia-smi total keeps null', () => {
    for (const gpu of catalog.gpus) expect(gpu.memoryMiB === null, gpu.id).toBe(gpu.memoryMiBSource === undefined);
  });
});
