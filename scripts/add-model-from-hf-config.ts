/**
 * Adds (or replaces) a model row in catalog/extra/models.json from a Hugging Face config.json, with
 * the row's source and the date it was read. The import script merges the file into
 * catalog/models.json; run it afterwards (`npx tsx scripts/import-shared-data.ts`).
 *
 *   npx tsx scripts/add-model-from-hf-config.ts path/to/config.json --id qwen3-8b --name Qwen3-8B \
 *     --family Qwen3 --license apache-2.0 --source "HF Qwen/Qwen3-8B config.json" \
 *     [--params-b 8.2 --active-params-b 8.2 --params-source "model card"] [--aliases "a|b"] \
 *     [--extended-context 131072] [--notes "…"] [--as-of 2026-12-03] [--out catalog/extra/models.json] [--dry-run]
 *
 * Without --params-b the parameter count is computed from the config's shapes and the row says so.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { countParams } from '../src/core/catalog/architecture.ts';
import { architectureFromHfConfig } from '../src/core/catalog/hf-config.ts';
import { LlmModelSchema } from '../src/core/catalog/schema.ts';
import type { LlmModel } from '../src/core/catalog/schema.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export interface AddModelOptions {
  config: Record<string, unknown>;
  id: string;
  name: string;
  family: string;
  license: string | null;
  source: string;
  asOf: string;
  paramsB?: number;
  activeParamsB?: number;
  paramsSource?: string;
  aliases?: string[];
  extendedContext?: number;
  notes?: string;
}

const round = (n: number): number => Number(n.toPrecision(4));

/** The catalog row a config.json describes, validated with the catalog's own schema. */
export function modelRowFromConfig(o: AddModelOptions): LlmModel {
  const arch = architectureFromHfConfig(o.config);
  const counted = countParams({ ...arch, id: o.id, name: o.name, family: o.family, aliases: [], paramsB: 1, activeParamsB: 1, license: null, source: '-' } as LlmModel);
  const notes: string[] = [];
  let paramsB = o.paramsB;
  let activeParamsB = o.activeParamsB;
  if (paramsB === undefined) {
    paramsB = round(counted.totalB);
    notes.push(`paramsB ${paramsB} computed from the config's shapes (no owner figure given)${counted.approximate ? `; approximate: ${counted.approximate}` : ''}`);
  }
  if (activeParamsB === undefined) {
    activeParamsB = arch.moe ? round(counted.activeB) : paramsB;
    if (arch.moe) notes.push(`activeParamsB ${activeParamsB} computed from the config's shapes`);
  }
  if (arch.vision) notes.push(`vision encoder ~${arch.vision.encoderParamsB}B estimated from vision_config (ViT blocks: 4h² + 2h·inter each)`);
  if (o.notes) notes.push(o.notes);
  const source = [o.source, o.paramsSource ? `params: ${o.paramsSource}` : null].filter(Boolean).join('; ');
  const row = {
    id: o.id,
    name: o.name,
    family: o.family,
    aliases: o.aliases ?? [],
    paramsB,
    activeParamsB,
    license: o.license,
    source: `${source} (read ${o.asOf})`,
    ...(notes.length > 0 ? { notes: notes.join('. ') } : {}),
    ...arch,
    ...(o.extendedContext ? { extendedContext: o.extendedContext } : {}),
  };
  return LlmModelSchema.parse(row);
}

/** Replaces the row with the same id, or appends; keeps the file's other rows untouched. */
export function upsertModel(file: string, row: LlmModel): void {
  const data = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { models: LlmModel[] }) : { models: [] };
  const index = data.models.findIndex((m) => m.id === row.id);
  if (index >= 0) data.models[index] = row;
  else data.models.push(row);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}

function main(): void {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      id: { type: 'string' },
      name: { type: 'string' },
      family: { type: 'string' },
      license: { type: 'string' },
      source: { type: 'string' },
      'as-of': { type: 'string' },
      'params-b': { type: 'string' },
      'active-params-b': { type: 'string' },
      'params-source': { type: 'string' },
      aliases: { type: 'string' },
      'extended-context': { type: 'string' },
      notes: { type: 'string' },
      out: { type: 'string' },
      'dry-run': { type: 'boolean' },
    },
  });
  const [configPath] = positionals;
  const missing = ['id', 'name', 'family', 'source'].filter((k) => !values[k as keyof typeof values]);
  if (!configPath || missing.length > 0) {
    console.error(`usage: add-model-from-hf-config.ts <config.json> --id … --name … --family … --source …${missing.length ? ` (missing: ${missing.join(', ')})` : ''}`);
    process.exit(2);
  }
  const num = (s: string | undefined): number | undefined => (s === undefined ? undefined : Number(s));
  const row = modelRowFromConfig({
    config: JSON.parse(readFileSync(configPath, 'utf8')) as Record<string, unknown>,
    id: values.id!,
    name: values.name!,
    family: values.family!,
    license: values.license ?? null,
    source: values.source!,
    asOf: values['as-of'] ?? new Date().toISOString().slice(0, 10),
    paramsB: num(values['params-b']),
    activeParamsB: num(values['active-params-b']),
    paramsSource: values['params-source'],
    aliases: values.aliases ? values.aliases.split('|').map((a) => a.trim()).filter(Boolean) : [],
    extendedContext: num(values['extended-context']),
    notes: values.notes,
  });
  if (values['dry-run']) {
    console.log(JSON.stringify(row, null, 2));
    return;
  }
  const out = values.out ?? join(repoRoot, 'catalog/extra/models.json');
  upsertModel(out, row);
  console.log(`${row.id}: ${row.paramsB}B (${row.activeParamsB}B active), ${row.layers} layers → ${out}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
