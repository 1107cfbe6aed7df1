/**
 * Published quantized artifacts: real GGUF file sizes read on their model pages, used by the
 * estimator instead of bits × parameters. Each must be traceable and physically plausible.
 */
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../src/core/catalog/index.ts';

const catalog = loadCatalog();
const sizes = (id: string): Record<string, number> =>
  Object.fromEntries((catalog.models.find((m) => m.id === id)?.quantized ?? []).map((q) => [q.format, q.sizeGB]));

// GGUF bits per weight bracket what a file of each type can hold (block scales included).
const BITS: Record<string, [number, number]> = { q4_k_m: [4.5, 5.3], q5_k_m: [5.3, 6.1], q8_0: [8.0, 8.9] };

describe('published quantized artifacts', () => {
  it.each([
    ['qwen2.5-32b', { q4_k_m: 19.9, q5_k_m: 23.3, q8_0: 34.8 }],
    ['qwq-32b', { q4_k_m: 19.9, q5_k_m: 23.3, q8_0: 34.8 }],
    ['qwen3-32b', { q4_k_m: 19.8, q8_0: 34.8 }],
    ['llama-3.1-8b', { q4_k_m: 4.92, q5_k_m: 5.73, q8_0: 8.54 }],
    ['llama-3.3-70b', { q4_k_m: 42.5, q5_k_m: 49.96 }],
    ['deepseek-r1-distill-qwen-32b', { q4_k_m: 19.9, q8_0: 34.8 }],
    ['gemma-3-27b', { q4_k_m: 16.5, q5_k_m: 19.3, q8_0: 28.7 }],
    ['qwen2.5-7b', { q4_k_m: 4.68 }],
    ['qwen2.5-14b', { q4_k_m: 8.99 }],
    ['qwen2.5-72b', { q4_k_m: 47.4, q8_0: 77.3 }],
    ['llama-3.1-70b', { q4_k_m: 42.5, q5_k_m: 50.0, q8_0: 75.0 }],
    ['deepseek-r1-distill-qwen-14b', { q4_k_m: 8.99, q8_0: 15.7 }],
  ])('%s has the file sizes of its model pages', (id, expected) => {
    expect(sizes(id)).toMatchObject(expected);
  });

  it('keeps every artifact physically plausible and sourced, with the row saying where it was read', () => {
    const rows = catalog.models.filter((m) => m.quantized?.length);
    expect(rows.length).toBeGreaterThanOrEqual(14);
    for (const m of rows) {
      for (const q of m.quantized!) {
        const bits = (q.sizeGB * 8) / m.paramsB;
        const range = BITS[q.format];
        if (range) {
          expect(bits, `${m.id} ${q.format}`).toBeGreaterThan(range[0]);
          expect(bits, `${m.id} ${q.format}`).toBeLessThan(range[1]);
        }
        expect(q.source, `${m.id} ${q.format}`).toMatch(/huggingface\.co|github:/);
      }
      expect(m.notes, m.id).toMatch(/quantized: .*\(read \d{4}-\d{2}-\d{2}\)/);
    }
  });

  it('keeps the facts a row already had when a second group adds artifacts (qwen3-32b keeps its YaRN context)', () => {
    const qwen3 = catalog.models.find((m) => m.id === 'qwen3-32b');
    expect(qwen3 && 'extendedContext' in qwen3 ? qwen3.extendedContext : undefined).toBe(131072);
    expect(sizes('llama-3-8b').q4_k_m).toBe(4.58);
  });
});
