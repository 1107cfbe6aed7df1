import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { translator } from '../../../src/core/i18n.ts';
import { CHART_SIZE, pngSize } from '../../../src/render/index.ts';
import { run } from '../../../src/adapters/cli/main.ts';
import { loadCatalog } from '../../../src/core/catalog/index.ts';

const catalog = loadCatalog();
const now = new Date('2026-12-01T00:00:00Z');
const extraOffers = new URL('../../fixtures/catalog/extra-offers.json', import.meta.url).pathname;

async function cli(argv: string[], env: Record<string, string | undefined> = { LANG: 'en_US.UTF-8' }, preload = true) {
  let stdout = '';
  let stderr = '';
  const code = await run(argv, {
    stdout: (s) => void (stdout += s),
    stderr: (s) => void (stderr += s),
    env,
    now,
    color: false,
    ...(preload ? { catalog } : {}),
  });
  return { code, stdout, stderr };
}

async function json<T>(argv: string[]): Promise<T> {
  const { code, stdout, stderr } = await cli([...argv, '--json']);
  expect(stderr).toBe('');
  expect(code).toBe(0);
  return JSON.parse(stdout) as T;
}

describe('whichcard gpus / models --json', () => {
  it('prints every GPU with the stable field names', async () => {
    const gpus = await json<Record<string, unknown>[]>(['gpus']);
    expect(gpus).toHaveLength(catalog.gpus.length);
    const h100 = gpus.find((g) => g.id === 'h100-sxm')!;
    for (const key of ['id', 'name', 'memoryGB', 'bandwidthGBs', 'tflops', 'sources']) expect(h100).toHaveProperty(key);
    expect(h100.tflops).toEqual({ fp32: 66.9, tf32: 494.7, bf16: 989.4, fp16: 989.4, fp8: 1978.9, int8: 1978.9, fp4: null });
    expect(h100).toMatchObject({ memoryGB: 80, bandwidthGBs: 3350 });
  });

  it('prints every model with the same keys, null where an image model has no such field', async () => {
    const models = await json<Record<string, unknown>[]>(['models']);
    expect(models).toHaveLength(catalog.models.length);
    const keys = ['id', 'paramsB', 'activeParamsB', 'layers', 'hiddenSize', 'heads', 'kvHeads', 'headDim', 'vocabSize', 'source'];
    for (const m of models) for (const k of keys) expect(m).toHaveProperty(k);
    expect(models.find((m) => m.id === 'mixtral-8x7b')).toMatchObject({ paramsB: 46.7, activeParamsB: 12.9, layers: 32, kvHeads: 8 });
    expect(models.find((m) => m.id === 'flux.1-dev')).toMatchObject({ kind: 'diffusion', layers: null, heads: null });
  });
});

describe('whichcard offers', () => {
  it('filters by GPU alias, billing and currency and marks stale prices', async () => {
    const offers = await json<Record<string, unknown>[]>(['offers', '--gpu', '4090', '--billing', 'on-demand', '--currency', 'cny']);
    expect(offers.length).toBeGreaterThan(0);
    for (const o of offers) {
      for (const k of ['provider', 'region', 'gpu', 'gpuCount', 'billing', 'pricePerGpuHour', 'currency', 'asOf', 'stale', 'source']) expect(o).toHaveProperty(k);
      expect(o).toMatchObject({ gpu: 'rtx4090', billing: 'on_demand', currency: 'CNY' });
      const ageDays = (now.getTime() - Date.parse(`${String(o.asOf)}T00:00:00Z`)) / 86_400_000;
      expect(o.stale).toBe(ageDays > 90);
    }
    expect(offers.some((o) => o.stale === true)).toBe(true);
    expect(offers.some((o) => o.stale === false)).toBe(true);
    const prices = offers.map((o) => o.pricePerGpuHour as number);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('lists reserved prices with their period', async () => {
    const offers = await json<Record<string, unknown>[]>(['offers', '--billing', 'reserved', '--currency', 'USD']);
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.every((o) => o.billing === 'reserved' && (o.reservedPeriod === '1y' || o.reservedPeriod === '3y'))).toBe(true);
  });

  it('honours WHICHCARD_STALE_DAYS and WHICHCARD_OFFERS_FILE from the environment', async () => {
    const { code, stdout } = await cli(['offers', '--provider', 'acme-lab', '--json'], { WHICHCARD_OFFERS_FILE: extraOffers, WHICHCARD_STALE_DAYS: '5' }, false);
    expect(code).toBe(0);
    const offers = JSON.parse(stdout);
    expect(offers).toHaveLength(1);
    // 2026-11-20 is 11 days before `now`: stale under a 5-day window.
    expect(offers[0]).toMatchObject({ provider: 'acme-lab', stale: true });
  });

  it('filters by provider and lists the known ones for an unknown provider', async () => {
    const offers = await json<Record<string, unknown>[]>(['offers', '--provider', 'AutoDL']);
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.every((o) => o.provider === 'autodl')).toBe(true);
    const { code, stderr } = await cli(['offers', '--provider', 'autodll', '--locale', 'zh']);
    expect(code).toBe(2);
    expect(stderr).toMatch(/^“autodll”不是有效的平台，可选值：.*autodl, aws, aws-china/);
  });

  it('prints a localized table', async () => {
    const { code, stdout } = await cli(['offers', '--gpu', 'h20', '--locale', 'zh']);
    expect(code).toBe(0);
    expect(stdout).toContain('每卡每小时');
    expect(stdout).toMatch(/¥8\.22\/卡·时/);
  });

  it('rejects an unknown billing mode with exit code 2', async () => {
    const { code, stderr, stdout } = await cli(['offers', '--billing', 'hourly']);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain('“hourly” is not a valid billing mode. Choose one of: on_demand, spot, reserved, monthly.');
  });
});

describe('whichcard card / compare', () => {
  it('shows a card with specs and prices', async () => {
    const { code, stdout } = await cli(['card', 'A100 80G']);
    expect(code).toBe(0);
    expect(stdout).toContain('NVIDIA A100 SXM4 80GB');
    expect(stdout).toMatch(/Memory\s+│ 80 GB/);
    expect(stdout).toContain('Prices in USD');
    expect(stdout).toContain('STALE');
    expect(stdout).toMatch(/^int4 \(GPTQ\/AWQ\): .*Llama/m);
    const data = await json<{ gpu: { id: string }; offers: { gpu: string }[]; fits: Record<string, string[]> }>(['card', 'a100']);
    expect(data.gpu.id).toBe('a100-80gb-sxm');
    expect(data.fits.bf16).toContain('qwen2.5-32b');
    expect(data.fits.int4).toContain('llama-3.1-70b');
    expect(data.fits.bf16).not.toContain('llama-3.1-70b');
    expect(data.offers.length).toBe(catalog.offers.filter((o) => o.gpu === 'a100-80gb-sxm').length);
  });

  it('compares cards side by side', async () => {
    const { code, stdout } = await cli(['compare', '4090', 'L40S', '--locale', 'zh']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/│\s+│ rtx4090\s+│ l40s\s+│/);
    expect(stdout).toMatch(/显存\s+│ 24 GB\s+│ 48 GB/);
    const data = await json<{ id: string; cheapestOnDemand: Record<string, { pricePerGpuHour: number } | null> }[]>(['compare', '4090', 'l40s']);
    expect(data.map((g) => g.id)).toEqual(['rtx4090', 'l40s']);
    expect(data[0]!.cheapestOnDemand.CNY!.pricePerGpuHour).toBeGreaterThan(0);
  });

  it('needs two cards', async () => {
    const { code, stderr } = await cli(['compare', '4090']);
    expect(code).toBe(2);
    expect(stderr).toContain('at least two GPUs');
  });
});

describe('unknown names', () => {
  it('exit 2 with suggestions in English', async () => {
    const { code, stderr, stdout } = await cli(['card', 'rtx 4050']);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe('I don\'t know the GPU “rtx 4050”. Did you mean: rtx4060, rtx4070, rtx4080?\n');
  });

  it('exit 2 with suggestions in Chinese, from --locale or LANG', async () => {
    const byFlag = await cli(['card', 'rtx 4050', '--locale', 'zh']);
    const byEnv = await cli(['card', 'rtx 4050'], { LANG: 'zh_CN.UTF-8' });
    for (const r of [byFlag, byEnv]) {
      expect(r.code).toBe(2);
      expect(r.stderr).toBe('没有找到显卡“rtx 4050”。你是不是想找：rtx4060, rtx4070, rtx4080？\n');
    }
    const offers = await cli(['offers', '--gpu', 'H1OO', '--locale=zh']);
    expect(offers.code).toBe(2);
    expect(offers.stderr).toMatch(/^没有找到显卡“H1OO”。你是不是想找：h100/);
  });

  it('exit 2 on usage errors and an unsupported --locale', async () => {
    expect((await cli(['offers', '--bogus'])).code).toBe(2);
    const locale = await cli(['gpus', '--locale', 'fr']);
    expect(locale.code).toBe(2);
    expect(locale.stderr).toContain('“fr” is not a valid language');
  });

  it('exit 1 with the file and field on a broken catalog', async () => {
    const { code, stderr } = await cli(['gpus'], { WHICHCARD_STALE_DAYS: 'soon' }, false);
    expect(code).toBe(1);
    expect(stderr).toContain('WHICHCARD_STALE_DAYS');
  });

  it('prints help with exit 0', async () => {
    const { code, stdout } = await cli(['--help', '--locale', 'zh']);
    expect(code).toBe(0);
    expect(stdout).toContain('列出目录中的显卡');
  });
});

describe('whichcard card / compare --chart', () => {
  it('writes the prices and the side-by-side as PNGs at the chart size; a card with no price is exit 2, no file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wc-cli-chart-'));
    try {
      const card = await cli(['card', 'h100', '--chart', join(dir, 'card.png')]);
      expect(card.code).toBe(0);
      expect(card.stdout).toContain('H100');
      expect(pngSize(readFileSync(join(dir, 'card.png')))).toEqual(CHART_SIZE);
      const compare = await cli(['compare', 'rtx 4090', 'h100', '--chart', join(dir, 'compare.png')]);
      expect(compare.code).toBe(0);
      expect(pngSize(readFileSync(join(dir, 'compare.png')))).toEqual(CHART_SIZE);
      const bare = await cli(['card', 'mi300x', '--chart', join(dir, 'bare.png')]);
      expect(bare.code).toBe(2);
      expect(bare.stderr).toContain(translator('en')('errors:chartNoPrices', { gpu: catalog.gpus.find((g) => g.id === 'mi300x')!.name }));
      expect(() => readFileSync(join(dir, 'bare.png'))).toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
