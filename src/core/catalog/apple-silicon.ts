/**
 * Apple silicon chips (catalog/apple-silicon.json): the figures a Mac verdict needs — unified-memory
 * bandwidth for decode speed and the largest memory the chip ships with (to reject "M4 512GB").
 * zod-validated on first use like the other catalog files.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { DEFAULT_CATALOG_DIR } from './load.ts';

export const AppleChipSchema = z
  .object({
    id: z.string().regex(/^m\d(-(pro|max|ultra))?$/),
    name: z.string().min(1),
    bandwidthGBs: z.number().positive(),
    maxMemoryGB: z.number().int().positive(),
    /** GPU FP32 TFLOPS; null where no source was read (then prefill speed is not shown). */
    fp32Tflops: z.number().positive().nullable(),
    source: z.string().min(10),
  })
  .strict();
export type AppleChip = z.infer<typeof AppleChipSchema>;

export const AppleSiliconFile = z.object({ note: z.string(), chips: z.array(AppleChipSchema).min(1) }).strict();

let cached: AppleChip[] | undefined;

export function appleChips(dir = DEFAULT_CATALOG_DIR): AppleChip[] {
  if (dir === DEFAULT_CATALOG_DIR && cached) return cached;
  const chips = AppleSiliconFile.parse(JSON.parse(readFileSync(`${dir}/apple-silicon.json`, 'utf8'))).chips;
  if (dir === DEFAULT_CATALOG_DIR) cached = chips;
  return chips;
}

export function appleChip(id: string): AppleChip | undefined {
  return appleChips().find((c) => c.id === id);
}
