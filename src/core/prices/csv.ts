/**
 * CSV rows by header name, streamed: catalog files run to megabytes and their column order differs
 * per cloud (and grows new columns), so records are read one at a time as objects keyed by the
 * header, with the line each came from for error messages. CRLF and LF both work.
 */
import { Readable } from 'node:stream';
import { parse } from 'csv-parse';

export interface CsvRow {
  /** 1-based line of the record in the file (the header is line 1). */
  line: number;
  record: Record<string, string>;
}

/** Rows of a CSV whose first line is the header; extra or missing columns are tolerated per row. */
export async function* csvRows(input: AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>): AsyncGenerator<CsvRow> {
  const parser = parse({ columns: true, bom: true, skip_empty_lines: true, relax_column_count: true, trim: false, info: true });
  const source = Readable.from(input);
  // pipe() does not forward errors: a download that breaks off must fail the parse, not hang it.
  source.on('error', (error) => parser.destroy(error));
  source.pipe(parser);
  for await (const { record, info } of parser as AsyncIterable<{ record: Record<string, string>; info: { lines: number } }>) {
    yield { line: info.lines, record };
  }
}
