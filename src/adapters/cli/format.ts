/**
 * Terminal tables (cli-table3). Colour only on a TTY: tests and pipes get plain text, so output
 * stays greppable and snapshot-stable.
 */
import Table from 'cli-table3';
import pc from 'picocolors';

export interface TableOptions {
  color: boolean;
  /** Column widths cap: long source strings are cut with "…". */
  maxWidth?: number;
}

function clip(text: string, max: number | undefined): string {
  return max !== undefined && text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export function renderTable(head: string[], rows: string[][], options: TableOptions): string {
  const table = new Table({
    head: head.map((h) => (options.color ? pc.bold(h) : h)),
    style: { head: [], border: [], compact: true },
    wordWrap: false,
  });
  for (const row of rows) table.push(row.map((cell) => clip(cell, options.maxWidth)));
  return table.toString();
}

/** A label/value sheet (one GPU's specs). */
export function renderSheet(rows: { label: string; value: string }[], options: TableOptions): string {
  const table = new Table({ style: { head: [], border: [], compact: true }, wordWrap: false });
  for (const row of rows) table.push([options.color ? pc.bold(row.label) : row.label, clip(row.value, options.maxWidth)]);
  return table.toString();
}

export function heading(text: string, color: boolean): string {
  return color ? pc.bold(pc.cyan(text)) : text;
}

export function warn(text: string, color: boolean): string {
  return color ? pc.yellow(text) : text;
}
