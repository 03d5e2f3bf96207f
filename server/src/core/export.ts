// The staff exports' files (CSV and XLSX) of any list, from its export columns (common/src/lists.ts):
// rows come in batches and are written to the response as they come, waiting whenever the client
// reads slower than we write, so memory stays at a batch or two (bench/RESULTS.md, "Export").
import { CSV_BOM, CSV_SEPARATOR, csvLine, type ExportFormat, type ListExportColumn } from '@kurzy/common';
import ExcelJS from 'exceljs';
import { once } from 'node:events';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Characters of CSV text written at once, whatever the rows hold (long notes). A string over 128 KiB
 * is a large object, promoted whole to the old generation by the first young collection that finds
 * it alive: a batch of 1,000 rows' text in one string left most of the file there as garbage. Pieces this size die young. */
const CSV_CHUNK_CHARS = 16 * 1024;

/** What an export writes: its columns and the name of its XLSX sheet. */
export interface ExportShape<Row> {
  columns: readonly ListExportColumn<Row>[];
  sheet: string;
}

const cells = <Row>(columns: readonly ListExportColumn<Row>[], row: Row) => columns.map((column) => column.text(row));

/** `;`-separated, UTF-8 with a byte order mark, CRLF lines, every cell formula-safe (csvLine). */
async function* csvChunks<Row>(
  columns: readonly ListExportColumn<Row>[],
  batches: AsyncIterable<Row[]>,
): AsyncGenerator<string> {
  yield `${CSV_BOM}${csvLine(
    columns.map((column) => column.header),
    CSV_SEPARATOR,
  )}\r\n`;
  for await (const batch of batches) {
    let chunk = '';
    for (const row of batch) {
      chunk += `${csvLine(cells(columns, row), CSV_SEPARATOR)}\r\n`;
      if (chunk.length >= CSV_CHUNK_CHARS) {
        yield chunk;
        chunk = '';
      }
    }
    if (chunk) yield chunk;
  }
}

/** Resolves when `out` is closed before it finished: the client went away. */
function whenAbandoned(out: Writable): { promise: Promise<void>; gone: () => boolean } {
  let gone = false;
  const promise = new Promise<void>((resolve) =>
    out.once('close', () => {
      gone = !out.writableFinished;
      resolve();
    }),
  );
  return { promise, gone: () => gone || (out.destroyed && !out.writableFinished) };
}

export class ExportAbandoned extends Error {
  constructor() {
    super('The client closed the export before it ended');
  }
}

/** exceljs hands each sheet's XML to its zip without waiting (its buffer ignores write()'s answer),
 * so a database faster than the deflate or the client would pile the whole sheet up in memory. The
 * zip's intake for the sheet is the first pipe of the sheet's stream; this waits until it has room.
 * Should exceljs change that inner shape, nothing waits and the benchmark's memory figure shows it. */
async function zipHasRoom(sheet: ExcelJS.Worksheet, abandoned: ReturnType<typeof whenAbandoned>): Promise<void> {
  type Intake = NodeJS.EventEmitter & { _writableState?: { needDrain?: boolean } };
  const intake = (sheet as unknown as { stream?: { pipes?: Intake[] } }).stream?.pipes?.[0];
  while (intake?._writableState?.needDrain) {
    await Promise.race([once(intake, 'drain'), abandoned.promise]);
    if (abandoned.gone()) throw new ExportAbandoned();
  }
}

/** One sheet of text cells: text, never formulas, whatever a parent typed, so no guard is needed;
 * no shared strings and no styles, so nothing grows with the rows. */
async function writeXlsx<Row>(shape: ExportShape<Row>, batches: AsyncIterable<Row[]>, out: Writable): Promise<void> {
  const { columns } = shape;
  const abandoned = whenAbandoned(out);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
  const sheet = workbook.addWorksheet(shape.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ key: column.key, width: column.width }));
  sheet.addRow(columns.map((column) => column.header)).commit();
  for await (const batch of batches) {
    if (abandoned.gone()) throw new ExportAbandoned();
    for (const row of batch) sheet.addRow(cells(columns, row)).commit();
    await zipHasRoom(sheet, abandoned);
  }
  sheet.commit();
  await Promise.race([workbook.commit(), abandoned.promise]);
  if (abandoned.gone()) throw new ExportAbandoned();
  if (!out.writableFinished) await Promise.race([once(out, 'finish'), abandoned.promise]);
}

/** The batches, the first one already read: a failing query then fails before the answer's first
 * byte, as a proper error answer instead of a cut-off file. */
async function firstRead<Row>(batches: AsyncGenerator<Row[]>): Promise<AsyncGenerator<Row[]>> {
  const first = await batches.next();
  return (async function* () {
    if (first.done) return;
    yield first.value;
    yield* batches;
  })();
}

/** Writes the rows to `out` (the response) in the format, ending it. Rejects with ExportAbandoned
 * when the client goes away first. */
export async function writeExport<Row>(
  format: ExportFormat,
  shape: ExportShape<Row>,
  batches: AsyncGenerator<Row[]>,
  out: Writable,
): Promise<void> {
  try {
    const rows = await firstRead(batches);
    if (format === 'xlsx') await writeXlsx(shape, rows, out);
    // One batch's text waiting at a time, not Readable's default of 16.
    else await pipeline(Readable.from(csvChunks(shape.columns, rows), { highWaterMark: 1 }), out);
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE' || out.destroyed)
      throw new ExportAbandoned();
    throw error;
  } finally {
    // Ends the cursor's reading at once (the generator's finally) when the writing stopped early.
    await batches.return(undefined);
  }
}

/** Rows already read, as the one batch of an export. */
export async function* oneBatch<Row>(rows: Row[]): AsyncGenerator<Row[]> {
  yield rows;
}
