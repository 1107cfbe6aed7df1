import { describe, expect, it } from 'vitest';
import { run } from '../../../src/adapters/cli/main.ts';
import { loadCatalog } from '../../../src/core/catalog/index.ts';
import { translator } from '../../../src/core/i18n.ts';

const catalog = loadCatalog();
const now = new Date('2026-12-01T00:00:00Z');

async function advise(args: string[], env: Record<string, string | undefined> = { LANG: 'C' }) {
  let stdout = '';
  let stderr = '';
  const code = await run(['advise', ...args], { stdout: (s) => void (stdout += s), stderr: (s) => void (stderr += s), env, now, color: false, catalog });
  return { code, stdout, stderr };
}

async function adviseJson(question: string, extra: string[] = []) {
  const { code, stdout, stderr } = await advise([question, '--json', ...extra]);
  expect(stderr).toBe('');
  expect(code).toBe(0);
  return JSON.parse(stdout) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

describe('whichcard advise --json', () => {
  it('a pasted post that begins with a flag is the question, the real flags around it still read', async () => {
    const out = await adviseJson("--n-gpu-layers doesn't do anything with ggml. I have a 3080 Ti 12GB, 32GB RAM. can a 30b q4_1 sit fully on a 12gb card?", ['--locale', 'en']);
    expect(out.request).toMatchObject({ gpu: 'rtx3080ti', task: 'infer' });
    // A mistyped flag with no space in it is still refused, not read as words of the question.
    expect((await advise(['qwen2.5 7b on a 4090', '--jsno'])).code).toBe(2);
  });

  it('a complete inference question → the advice with the contract fields', async () => {
    const out = await adviseJson('qwen2.5 14b chatbot for 20 users');
    expect(Object.keys(out)).toEqual(expect.arrayContaining(['request', 'recommendation', 'alternatives', 'estimate', 'tips', 'trace', 'text']));
    expect(out).not.toHaveProperty('missing');
    expect(out.request).toMatchObject({ model: 'qwen2.5-14b', task: 'infer', concurrency: 20 });
    // Defaults the answer used are spelled out, not left blank.
    expect(out.request.precision).toEqual(expect.any(String));
    expect(out.request.contextTokens).toBeGreaterThan(0);
    expect(out.request.hoursPerDay).toBeGreaterThan(0);

    const rec = out.recommendation;
    for (const key of ['gpu', 'count', 'layout', 'billing', 'provider', 'pricePerGpuHour', 'currency', 'cost']) expect(rec).toHaveProperty(key);
    const gpu = catalog.gpus.find((g) => g.id === rec.gpu);
    expect(gpu, rec.gpu).toBeDefined();
    // The price is a catalog offer's, and the hourly cost is that price × the GPUs rented.
    const offer = catalog.offers.find((o) => o.gpu === rec.gpu && o.provider === rec.provider && o.pricePerGpuHour === rec.pricePerGpuHour && o.currency === rec.currency);
    expect(offer).toBeDefined();
    expect(rec.cost.perHour.amount).toBeGreaterThanOrEqual(rec.pricePerGpuHour * rec.count - 1e-9);
    expect(Number.isFinite(rec.cost.perMonth.amount)).toBe(true);
    expect(out.estimate).toMatchObject({ gpu: rec.gpu, count: rec.count, fits: true });
    expect(out.estimate.memory.deviceGB).toBeLessThanOrEqual(gpu!.memoryGB);
    expect(out.trace.length).toBeGreaterThan(0);
    expect(out.trace[0]).toHaveProperty('formula');
    expect(out.text).toContain(gpu!.name);
    expect(JSON.stringify(out)).not.toMatch(/NaN|Infinity/);
  });

  it('a complete training question (zh) → request with tokens and method, the text in Chinese', async () => {
    const out = await adviseJson('用 5 万条 1k token 的样本 LoRA 微调 llama 3 8b');
    expect(out.request).toMatchObject({ model: 'llama-3-8b', task: 'finetune', method: 'lora' });
    expect(out.request.tokens).toBeGreaterThan(1e7);
    expect(out.request.epochs).toBeGreaterThanOrEqual(1);
    expect(out.recommendation.cost.perJob.amount).toBeGreaterThan(0);
    expect(out.text).toMatch(/[\u4e00-\u9fff]/);
  });

  it('a named card → `verdict` on exactly that card, count and precision, each condition keyed and in words', async () => {
    const out = await adviseJson('qwen2.5 72b chatbot for 10 users on 2x A100 80GB bf16');
    const v = out.verdict;
    expect(v).toMatchObject({ gpu: 'a100-80gb-sxm', count: 2, precision: 'bf16', fits: false });
    expect(v.needGB).toBeGreaterThan(v.usableGB);
    expect(v.haveGB).toBeGreaterThanOrEqual(2 * catalog.gpus.find((g) => g.id === 'a100-80gb-sxm')!.memoryGB);
    expect(v.conditions.length).toBeGreaterThan(0);
    for (const c of v.conditions) {
      expect(c).toEqual(expect.objectContaining({ key: expect.any(String), params: expect.any(Object), text: expect.any(String) }));
      expect(c.text).not.toMatch(/\{\{|verdict\./);
    }
    // The text answer leads with the verdict, not with another card.
    expect(out.text.split('\n')[0]).toMatch(/^⚠ .*2 × NVIDIA A100 SXM4 80GB/);
    expect(out.request.engine).toEqual(expect.any(String));
    expect(out.recommendation.layout).toEqual(expect.objectContaining({ machines: expect.any(Number), tensorParallel: expect.any(Number), pipelineStages: expect.any(Number), replicas: expect.any(Number) }));
    expect(out.estimate.perUserTokensPerSecond).toBeCloseTo(out.estimate.throughput.decodeTokensPerSecPerStream);
    expect(out.estimate.totalTokensPerSecond).toBeCloseTo(out.estimate.throughput.totalTokensPerSec);
  });

  it('no card named → no verdict', async () => {
    const out = await adviseJson('qwen2.5 14b chatbot for 20 users');
    expect(out).not.toHaveProperty('verdict');
  });

  it('an incomplete question → { missing, question, request } with the first open question', async () => {
    const out = await adviseJson('which card?');
    expect(Object.keys(out).sort()).toEqual(['missing', 'question', 'request']);
    expect(out.missing).toEqual(['model', 'task']);
    expect(out.question.id).toBe('model');
    expect(out.question.title).toBe(translator('en')('conversation:question.model.title'));
    expect(out.question.actions.flat().length).toBeGreaterThan(0);
    expect(out.request).toEqual({});
  });

  it('half a question → only what is still missing, with what was understood', async () => {
    const out = await adviseJson('70B 需要什么配置？');
    expect(out.missing).toEqual(['task']);
    expect(out.question.id).toBe('task');
    expect(out.request).toMatchObject({ modelSizeB: 70 });
  });

  it("the asker's unnamed cards decide the answer → the card question, missing, with both answers as its hint", async () => {
    const out = await adviseJson('i am looking for running LLAMA 2 70B model . i have 2 gpus . need to run');
    expect(out.missing).toEqual(['gpu']);
    expect(out.question.id).toBe('gpu');
    expect(out.question.hint).toMatch(/2 × .*4090.*2 × .*A100/);
    expect(out.request).toMatchObject({ model: 'llama-2-70b', count: 2, unnamedCards: true });
  });

  it('no question when a default does: inference without users → the advice for one user, said so', async () => {
    const out = await adviseJson('70B 推理 int4');
    expect(out).not.toHaveProperty('missing');
    expect(out.request).toMatchObject({ modelSizeB: 70, task: 'infer', precision: 'int4', concurrency: 1 });
    expect(out.text).toMatch(/默认：.*1 个用户/);
  });

  it('far from fitting the named card, --json carries the smaller model of its family the card holds; close to fitting, none', async () => {
    const far = await adviseJson('can I run deepseek r1 on my 4090?');
    expect(far.verdict.fits).toBe(false);
    expect(far.smallerKin).toMatchObject({ model: expect.stringMatching(/^deepseek-r1-distill-/), precision: expect.any(String) });
    expect(far.smallerKin.needGB).toBeLessThan(far.verdict.haveGB);
    expect(await adviseJson('qwen2.5 32b on my 4090')).not.toHaveProperty('smallerKin');
  });

  it('--currency CNY prices in CNY; a bad currency is a localized error with exit code 2', async () => {
    const out = await adviseJson('qwen2.5 7b chatbot for 5 users', ['--currency', 'CNY']);
    expect(out.recommendation.cost.perMonth.currency).toBe('CNY');
    const bad = await advise(['qwen2.5 7b for 5 users', '--currency', 'EUR', '--locale', 'zh']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/EUR/);
    expect(bad.stderr).toMatch(/[\u4e00-\u9fff]/);
  });

  it('without --currency a Chinese question is priced in CNY, an English one in USD, as --help says', async () => {
    expect((await adviseJson('给 5 个人用的 qwen2.5 7b 聊天机器人')).recommendation.cost.perMonth.currency).toBe('CNY');
    expect((await adviseJson('qwen2.5 7b chatbot for 5 users')).recommendation.cost.perMonth.currency).toBe('USD');
    const help = await advise(['--help']);
    expect(help.stdout).not.toMatch(/else USD\)/);
    expect(help.stdout).toMatch(/CNY for Chinese/);
  });
});

describe('whichcard advise (text)', () => {
  it('prints the rendered advice in the question language when LANG says nothing', async () => {
    const { code, stdout } = await advise(['给 20 个人用的 Qwen2.5-14B 客服机器人']);
    expect(code).toBe(0);
    expect(stdout).toContain(translator('zh')('terminal:advise.more'));
    expect(catalog.gpus.some((g) => stdout.includes(g.name))).toBe(true);
  });

  it('--locale wins over the text and LANG', async () => {
    const { stdout } = await advise(['给 20 个人用的 Qwen2.5-14B 客服机器人', '--locale', 'en'], { LANG: 'zh_CN.UTF-8' });
    expect(stdout).toContain(translator('en')('terminal:advise.more'));
  });

  it('an incomplete question prints the question with its choices', async () => {
    const { code, stdout } = await advise(['which card?', '--locale', 'en']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/\[Qwen2\.5-7B\]/);
  });
});
