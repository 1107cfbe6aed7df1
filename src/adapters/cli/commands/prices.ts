/**
 * `whichcard prices update [--source …] [--cloud aws,gcp] [--from <url-or-folder>] [--dry-run]`:
 * read the public price catalogs into dated snapshots under WHICHCARD_PRICES_DIR, a progress line per
 * source (a spinner on a terminal), then old → new cheapest per card and mode. The reading, the
 * snapshots and the diff live in src/prices and src/core/prices; this file only prints.
 */
import { relative } from 'node:path';
import type { Command } from 'commander';
import ora, { type Ora } from 'ora';
import { CatalogError, loadCatalog, optionsFromEnv } from '../../../core/catalog/index.ts';
import type { Catalog, Offer } from '../../../core/catalog/schema.ts';
import { cheapestTable, diffOffers, largestMovesPerCard, type PricePoint } from '../../../core/prices/diff.ts';
import { overlayOffers, readCurrentSnapshots, snapshotOffers, SOURCES, type Snapshot } from '../../../core/prices/snapshot.ts';
import type { RowSkip } from '../../../core/prices/summary.ts';
import { formatNumber } from '../../../core/present/format.ts';
import { presentPrices } from '../../../core/present/prices.ts';
import { renderText } from '../../../core/present/text.ts';
import { SKYPILOT_CLOUDS } from '../../../core/prices/skypilot.ts';
import { updatePrices, type SourceOutcome } from '../../../prices/update.ts';
import { choice, runAction, textOf, type CliContext } from '../context.ts';
import { checkTerminalAlerts } from './alert.ts';
import { renderTable } from '../format.ts';

/** WHICHCARD_PRICES_DIR as the catalog reads it (one default, in optionsFromEnv). */
function pricesDirOf(cli: CliContext): string {
  return optionsFromEnv(cli.io.env, cli.now.toISOString().slice(0, 10)).pricesDir!;
}

const money = (cli: CliContext, p: PricePoint | undefined) =>
  p ? `${p.currency === 'USD' ? '$' : '¥'}${formatNumber(cli.locale, p.pricePerGpuHour, p.pricePerGpuHour < 1 ? 3 : 2)} ${p.provider}` : cli.t('prices:table.none');
/** "+6.3 %", "-51 %"; a move that rounds to 0.0 is "0 %" (no sign). */
function pct(cli: CliContext, value: number | undefined): string {
  if (value === undefined) return cli.t('prices:table.none');
  if (Math.abs(value) < 0.05) return '0 %';
  return `${value > 0 ? '+' : ''}${formatNumber(cli.locale, value, 1)} %`;
}

/** "on-demand", "reserved 1y": a billing mode as the catalog views name it. */
function modeText(cli: CliContext, mode: string): string {
  return mode.startsWith('reserved_') ? cli.t('catalog:billing.reserved', { period: mode.slice('reserved_'.length) }) : cli.t(`catalog:billing.${mode}`);
}

function skipText(cli: CliContext, reason: RowSkip): string {
  return cli.t(`prices:skip.${reason.code}`, reason as Record<string, unknown>);
}

/** Skipped rows of every part, merged by reason, most first. */
function skippedLines(cli: CliContext, outcome: SourceOutcome): string[] {
  const merged = new Map<string, { reason: RowSkip; rows: number }>();
  for (const part of outcome.parts) {
    if (part.status !== 'ok') continue;
    for (const s of part.skipped ?? []) {
      const key = JSON.stringify(s.reason);
      const hit = merged.get(key);
      if (hit) hit.rows += s.rows;
      else merged.set(key, { reason: s.reason as RowSkip, rows: s.rows });
    }
  }
  return [...merged.values()].sort((a, b) => b.rows - a.rows).map((s) => `  ${cli.t('prices:skipped', { count: s.rows, reason: skipText(cli, s.reason) })}`);
}

function partLines(cli: CliContext, outcome: SourceOutcome): string[] {
  return outcome.parts.map((p) => `  ${cli.t(`prices:part.${p.status}`, { name: p.name, offers: p.offers.length, rows: p.rows ?? 0, url: p.url, message: p.message ?? '' })}`);
}

function sourceLine(cli: CliContext, outcome: SourceOutcome): string {
  const offers = outcome.snapshot ? snapshotOffers(outcome.snapshot).length : 0;
  return cli.t('prices:sourceLine', { source: outcome.source, status: cli.t(`prices:status.${outcome.status}`), offers, seconds: formatNumber(cli.locale, outcome.ms / 1000, 1) });
}

/** catalog/ alone (no snapshots): what the overlay is computed on. */
function baseCatalog(cli: CliContext): Catalog {
  const { pricesDir: _ignored, ...options } = optionsFromEnv(cli.io.env, cli.now.toISOString().slice(0, 10));
  return loadCatalog(options);
}

/** Offers the catalog would price with, given these snapshots. */
function effective(base: Catalog, snapshots: Snapshot[]): Offer[] {
  return overlayOffers(base.offers, snapshots);
}

function printChanges(cli: CliContext, base: Catalog, current: Snapshot[], outcomes: SourceOutcome[], dryRun: boolean): void {
  const replaced = outcomes.filter((o) => o.snapshot);
  if (replaced.length === 0) return;
  const next = [...current.filter((s) => !replaced.some((o) => o.source === s.source)), ...replaced.map((o) => o.snapshot!)];
  const providers = new Set(replaced.flatMap((o) => snapshotOffers(o.snapshot!).map((x) => x.provider)));
  const scope = (offers: Offer[]) => offers.filter((o) => providers.has(o.provider));
  const before = scope(effective(base, current));
  const after = scope(effective(base, next));
  if (dryRun) {
    const diff = diffOffers(before, after);
    cli.print(cli.t('prices:diff.title', { source: replaced.map((o) => o.source).join(', '), added: diff.added.length, removed: diff.removed.length, moved: diff.moved.length }));
    const largest = largestMovesPerCard(diff.moved);
    if (largest.length > 0) {
      cli.print(cli.t('prices:diff.largest'));
      for (const m of largest) {
        cli.print(`  ${cli.t('prices:diff.move', {
          gpu: m.offer.gpu, provider: m.offer.provider, region: m.offer.region ?? m.offer.regionRaw ?? '', count: m.offer.gpuCount, billing: modeText(cli, m.offer.reservedPeriod ? `reserved_${m.offer.reservedPeriod}` : m.offer.billing),
          old: money(cli, { ...m.offer, pricePerGpuHour: m.old }).split(' ')[0], new: money(cli, { ...m.offer, pricePerGpuHour: m.new }).split(' ')[0], pct: pct(cli, m.pct),
        })}`);
      }
    }
  }
  const rows = cheapestTable(before, after).filter((r) => r.new || r.old);
  cli.print(cli.t('prices:table.title', { providers: [...providers].sort().join(', ') }));
  const head = ['gpu', 'billing', 'old', 'new', 'move'].map((k) => cli.t(`prices:table.${k}`));
  cli.print(renderTable(head, rows.map((r) => [r.gpu, modeText(cli, r.billing), money(cli, r.old), money(cli, r.new), pct(cli, r.pct)]), { color: cli.io.color }));
}

/** A spinner on a terminal, nothing otherwise (the per-source line is printed either way). */
function spinnerFor(cli: CliContext): Ora | undefined {
  return cli.io.color && process.stderr.isTTY ? ora({ stream: process.stderr }) : undefined;
}

async function update(cli: CliContext): Promise<void> {
  const o = cli.options as { source?: string; cloud?: string; from?: string; dryRun?: boolean };
  const source = choice(cli, o.source, SOURCES, 'source', 'prices:optionName.source');
  const clouds = o.cloud?.split(',').map((c) => c.trim().toLowerCase()).filter(Boolean);
  for (const cloud of clouds ?? []) choice(cli, cloud, SKYPILOT_CLOUDS, 'cloud', 'prices:optionName.cloud');
  const dir = pricesDirOf(cli);
  const catalog = cli.catalog();
  const base = baseCatalog(cli);
  const current = readCurrentSnapshots(dir);
  const spinner = spinnerFor(cli);
  const outcomes = await updatePrices({
    dir, catalog, now: () => new Date(),
    ...(source ? { sources: [source] } : {}), ...(clouds?.length ? { clouds } : {}), ...(o.from ? { from: o.from } : {}), dryRun: Boolean(o.dryRun),
    onProgress: (event) => {
      if (event.phase === 'start') spinner?.start(event.source);
      else if (event.phase === 'part') {
        if (spinner) spinner.text = `${event.source}: ${event.part}`;
      } else {
        const line = sourceLine(cli, event.outcome);
        if (!spinner) cli.print(line);
        else if (event.outcome.status === 'failed') spinner.fail(line);
        else spinner.succeed(line);
        cli.print([...partLines(cli, event.outcome), ...skippedLines(cli, event.outcome)].join('\n'));
        if (event.outcome.file) cli.print(`  ${cli.t('prices:written', { file: relative(process.cwd(), event.outcome.file) })}`);
      }
    },
  });
  if (outcomes.every((x) => x.status === 'failed')) {
    // Exit 1 with the reason: a scheduled update must notice that nothing was read.
    throw new CatalogError('whichcard prices update', cli.t('prices:nothingChanged'));
  }
  printChanges(cli, base, current, outcomes, Boolean(o.dryRun));
  // The terminal's price alerts are checked against the prices just written (issue 17).
  if (!o.dryRun) await checkTerminalAlerts(cli, loadCatalog(optionsFromEnv(cli.io.env, cli.now.toISOString().slice(0, 10))));
}

export function register(program: Command): void {
  const t = textOf(program);
  const prices = program
    .command('prices')
    .description(t('prices:command.prices'))
    .option('--json', t('cli:option.json'))
    .action(
      runAction((cli) => {
        const view = presentPrices(cli.core());
        if ((cli.options as { json?: boolean }).json) return cli.json({ sources: cli.catalog().priceSnapshots ?? [], view });
        cli.print(renderText(view));
      }),
    );
  prices
    .command('update')
    .description(t('prices:command.update'))
    .option('--source <name>', t('prices:option.source'))
    .option('--cloud <list>', t('prices:option.cloud'))
    .option('--from <location>', t('prices:option.from'))
    .option('--dry-run', t('prices:option.dryRun'))
    .action(runAction((cli) => update(cli)));
}

