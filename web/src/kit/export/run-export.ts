// Builds an export of a whole result set page by page: each page is fetched, turned into text and
// appended to the Blob's parts, then the main thread is handed back (a macrotask) before the next,
// so a large export never freezes the page and progress can be drawn between pages.
import { CSV_BOM, csvLine, type Cell } from './csv';
import { QIF_HEADER, qifRecord, type QifRecord } from './qif';

export type ExportFormat = 'csv' | 'qif';

export interface ExportPage<Row> {
  rows: readonly Row[];
  /** Where the next page starts; null on the last page. */
  next: string | null;
  /** Rows in the whole result set, when the source knows it (drives the percentage). */
  total?: number;
}

export interface ExportSource<Row> {
  fetchPage(after: string | null): Promise<ExportPage<Row>>;
  headers: readonly string[];
  toCells(row: Row): readonly Cell[];
  toQif(row: Row): QifRecord;
}

export interface ExportOptions {
  format: ExportFormat;
  signal?: AbortSignal;
  /** 0 to 100, after each page. */
  onProgress?(percent: number, rows: number): void;
  /** A safety stop: never more pages than this. */
  maxPages?: number;
}

const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function runExport<Row>(source: ExportSource<Row>, options: ExportOptions): Promise<Blob> {
  const parts: string[] = [options.format === 'csv' ? CSV_BOM + csvLine(source.headers) : QIF_HEADER];
  let after: string | null = null;
  let rows = 0;
  let pages = 0;
  const maxPages = options.maxPages ?? 10_000;
  do {
    options.signal?.throwIfAborted();
    const page: ExportPage<Row> = await source.fetchPage(after);
    let chunk = '';
    for (const row of page.rows) chunk += options.format === 'csv' ? csvLine(source.toCells(row)) : qifRecord(source.toQif(row));
    parts.push(chunk);
    rows += page.rows.length;
    after = page.next;
    pages += 1;
    const total = page.total ?? 0;
    const percent = after === null ? 100 : total > 0 ? Math.min(99, Math.floor((rows / total) * 100)) : Math.min(95, pages);
    options.onProgress?.(percent, rows);
    await yieldToBrowser();
  } while (after !== null && pages < maxPages);
  options.signal?.throwIfAborted();
  const type = options.format === 'csv' ? 'text/csv;charset=utf-8' : 'application/qif';
  return new Blob(parts, { type });
}
