/**
 * `whichcard estimate`: memory, speed, training time and GPU count for one model, on one GPU
 * (`--gpu`, optionally `--count`) or sized on every catalog GPU (JSON: an array of the feasible ones).
 */
import type { Command } from 'commander';
import type { TFunction } from 'i18next';
import { resolveGpu } from '../../../core/catalog/index.ts';
import { UserError } from '../../../core/errors.ts';
import { ENGINES, parseEngine, parseKvPrecision, parsePrecision, resolveModelRef, size, WEIGHT_PRECISIONS, KV_PRECISIONS } from '../../../core/estimate/index.ts';
import { METHODS, OPTIMIZERS, TASKS, type Estimate, type EstimateInput } from '../../../core/estimate/index.ts';
import { parseQuantity } from '../../../core/parse/numbers.ts';
import { choice, runAction, textOf, type CliContext } from '../context.ts';
import { heading, renderTable, warn } from '../format.ts';

function quantity(field: string, raw: unknown, opts: { integer?: boolean } = {}): number | undefined {
  if (raw === undefined) return undefined;
  const value = parseQuantity(String(raw));
  if (value === undefined || (opts.integer && !Number.isInteger(value))) throw new UserError('estimate.negative', { field, value: String(raw) });
  return value;
}

function inputFrom(cli: CliContext): Omit<EstimateInput, 'gpu'> {
  const o = cli.options;
  const catalog = cli.catalog();
  const precision = o.precision === undefined ? undefined : parsePrecision(String(o.precision));
  if (o.precision !== undefined && !precision) throw new UserError('estimate.unknownPrecision', { value: String(o.precision), known: WEIGHT_PRECISIONS.join(', ') });
  const kvPrecision = o.kvPrecision === undefined ? undefined : parseKvPrecision(String(o.kvPrecision));
  if (o.kvPrecision !== undefined && !kvPrecision) throw new UserError('estimate.unknownPrecision', { value: String(o.kvPrecision), known: KV_PRECISIONS.join(', ') });
  const engine = o.engine === undefined ? undefined : parseEngine(String(o.engine));
  if (o.engine !== undefined && !engine) throw new UserError('estimate.unknownEngine', { value: String(o.engine), known: ENGINES.join(', ') });
  const zero = quantity('zero', o.zero, { integer: true });
  if (zero !== undefined && zero > 3) throw new UserError('estimate.invalid', { field: 'zero', value: String(o.zero), max: 3 });
  const mfu = o.mfu === undefined ? undefined : Number(o.mfu);
  if (mfu !== undefined && !Number.isFinite(mfu)) throw new UserError('estimate.negative', { field: 'mfu', value: String(o.mfu) });
  return {
    model: resolveModelRef(catalog, String(o.model)),
    task: pick(cli, o.task, TASKS, 'task') ?? 'infer',
    method: pick(cli, o.method, METHODS, 'method'),
    precision,
    kvPrecision,
    engine,
    contextTokens: quantity('context', o.context, { integer: true }),
    concurrency: quantity('concurrency', o.concurrency, { integer: true }),
    batch: quantity('batch', o.batch, { integer: true }),
    seq: quantity('seq', o.seq, { integer: true }),
    tokens: quantity('tokens', o.tokens),
    epochs: quantity('epochs', o.epochs),
    loraRank: quantity('loraRank', o.loraRank, { integer: true }),
    zero: zero as EstimateInput['zero'],
    gradientCheckpointing: o.gradientCheckpointing === true ? true : undefined,
    optimizer: pick(cli, o.optimizer, OPTIMIZERS, 'optimizer'),
    count: quantity('count', o.count, { integer: true }),
    mfu,
  };
}

/** The CLI's choice(), with the option names of the estimate command's own locale keys. */
function pick<T extends string>(cli: CliContext, value: unknown, allowed: readonly T[], option: string): T | undefined {
  return choice(cli, value, allowed, option, `estimate:cli.optionName.${option}`);
}

const r2 = (n: number): number => Math.round(n * 100) / 100;

/** The --json shape of the CLI contract (GB = 10⁹ bytes, assumptions rendered in the locale). */
export function estimateJson(e: Estimate, t: TFunction): Record<string, unknown> {
  const m = e.memory;
  const out: Record<string, unknown> = {
    gpu: e.gpu,
    count: e.count,
    layout: { tensorParallel: e.layout.tensorParallel, replicas: e.layout.replicas, pipelineStages: e.layout.pipelineStages ?? 1 },
    fits: e.fits,
    memory: {
      perGpuGB: r2(m.perGpuGB),
      totalGB: r2(m.totalGB),
      deviceGB: r2(m.deviceGB),
      weightsGB: r2(m.weightsGB),
      kvCacheGB: r2(m.kvCacheGB),
      activationsGB: r2(m.activationsGB),
      gradientsGB: r2(m.gradientsGB),
      optimizerGB: r2(m.optimizerGB),
      overheadGB: r2(m.overheadGB),
    },
    assumptions: e.assumptions.map((a) => t(`estimate:assumption.${a.key}`, a.params)),
  };
  if (e.reason) out.reason = t(`estimate:reason.${e.reason.key}`, e.reason.params);
  if (e.throughput) {
    out.throughput = {
      decodeTokensPerSecPerStream: r2(e.throughput.decodeTokensPerSecPerStream),
      totalTokensPerSec: r2(e.throughput.totalTokensPerSec),
      prefillSeconds: r2(e.throughput.prefillSeconds),
    };
  }
  if (e.maxContextTokens !== undefined) out.maxContextTokens = e.maxContextTokens;
  if (e.training) out.training = { flops: e.training.flops, hours: r2(e.training.hours), gpuHours: r2(e.training.gpuHours), mfu: e.training.mfu };
  return out;
}

function printEstimate(cli: CliContext, e: Estimate, modelName: string, gpuName: string): void {
  const t = cli.t;
  const color = cli.io.color;
  const m = e.memory;
  const status = e.fits ? t('estimate:cli.fits') : warn(t('estimate:cli.noFit'), color);
  cli.print(heading(`${t('estimate:cli.title', { model: modelName, count: e.count, gpu: gpuName })} — ${status}`, color));
  if (e.reason) cli.print(t(`estimate:reason.${e.reason.key}`, e.reason.params));
  cli.print(`${t('estimate:cli.memory')}: ${t('estimate:cli.perGpu', { value: r2(m.perGpuGB) })}, ${t('estimate:cli.device', { value: r2(m.deviceGB) })}`);
  cli.print(t('estimate:cli.parts', { weights: r2(m.weightsGB), kv: r2(m.kvCacheGB), act: r2(m.activationsGB), grad: r2(m.gradientsGB), opt: r2(m.optimizerGB), over: r2(m.overheadGB) }));
  cli.print(t('estimate:cli.layout', { tp: e.layout.tensorParallel, pp: e.layout.pipelineStages ?? 1, replicas: e.layout.replicas }));
  if (e.throughput) {
    cli.print(t('estimate:cli.speed', { perStream: r2(e.throughput.decodeTokensPerSecPerStream), total: r2(e.throughput.totalTokensPerSec), prefill: r2(e.throughput.prefillSeconds) }));
  }
  if (e.maxContextTokens !== undefined) cli.print(t('estimate:cli.maxContext', { tokens: e.maxContextTokens }));
  if (e.training) cli.print(t('estimate:cli.training', { flops: e.training.flops.toExponential(2), hours: r2(e.training.hours), gpuHours: r2(e.training.gpuHours), mfu: e.training.mfu }));
  cli.print(`${t('estimate:cli.assumptions')}:`);
  for (const a of e.assumptions) cli.print(`  - ${t(`estimate:assumption.${a.key}`, a.params)}`);
}

export function register(program: Command): void {
  const t = textOf(program);
  program
    .command('estimate')
    .description(t('estimate:cli.description'))
    .requiredOption('--model <name>', t('estimate:cli.model'))
    .option('--task <task>', t('estimate:cli.task'), 'infer')
    .option('--method <method>', t('estimate:cli.method'))
    .option('--precision <p>', t('estimate:cli.precision'))
    .option('--kv-precision <p>', t('estimate:cli.kvPrecision'))
    .option('--context <n>', t('estimate:cli.context'))
    .option('--concurrency <n>', t('estimate:cli.concurrency'))
    .option('--batch <n>', t('estimate:cli.batch'))
    .option('--seq <n>', t('estimate:cli.seq'))
    .option('--tokens <n>', t('estimate:cli.tokens'))
    .option('--epochs <n>', t('estimate:cli.epochs'))
    .option('--lora-rank <n>', t('estimate:cli.loraRank'))
    .option('--zero <stage>', t('estimate:cli.zero'))
    .option('--gradient-checkpointing', t('estimate:cli.checkpointing'))
    .option('--optimizer <name>', t('estimate:cli.optimizer'))
    .option('--gpu <id>', t('estimate:cli.gpu'))
    .option('--count <n>', t('estimate:cli.count'))
    .option('--mfu <x>', t('estimate:cli.mfu'))
    .option('--engine <engine>', t('estimate:cli.engine'))
    .option('--json', t('estimate:cli.json'))
    .action(
      runAction((cli) => {
        const catalog = cli.catalog();
        const base = inputFrom(cli);
        const modelName = base.model.model.name;
        if (cli.options.gpu !== undefined) {
          const gpu = resolveGpu(catalog, String(cli.options.gpu));
          const e = size({ ...base, gpu });
          if (cli.options.json) return cli.json(estimateJson(e, cli.t));
          return printEstimate(cli, e, modelName, gpu.name);
        }
        const feasible = catalog.gpus
          .map((gpu) => ({ gpu, e: size({ ...base, gpu }) }))
          .filter(({ e }) => e.fits)
          .sort((a, b) => a.e.count - b.e.count || a.gpu.memoryGB - b.gpu.memoryGB);
        if (cli.options.json) return cli.json(feasible.map(({ e }) => estimateJson(e, cli.t)));
        if (feasible.length === 0) return cli.print(cli.t('estimate:cli.none'));
        const color = cli.io.color;
        cli.print(heading(`${modelName} — ${cli.t('estimate:cli.feasible')}`, color));
        cli.print(
          renderTable(
            ['GPU', '×', 'TP', 'GB/GPU', base.task === 'infer' ? 'tok/s' : 'h'],
            feasible.map(({ gpu, e }) => [gpu.name, String(e.count), String(e.layout.tensorParallel), String(r2(e.memory.deviceGB)), String(r2(e.throughput?.totalTokensPerSec ?? e.training?.hours ?? 0))]),
            { color },
          ),
        );
        // Every row's assumptions, once each: some hold for one card only (bf16 as fp16 on a T4, ZeRO over that row's count).
        const assumptions = new Set(feasible.flatMap(({ e }) => e.assumptions.map((a) => cli.t(`estimate:assumption.${a.key}`, a.params))));
        cli.print(`${cli.t('estimate:cli.assumptions')}:`);
        for (const a of assumptions) cli.print(`  - ${a}`);
      }),
    );
}
