import { TextDecoder } from 'node:util';
import type { Readable } from 'node:stream';
import type { QualifiedTag, Tag } from 'sax';
import type { Entry, ZipFile } from 'yauzl';

/**
 * The rows of an Excel workbook's first worksheet, read as a stream. The workbook's parts are found
 * through the zip's central directory (yauzl) and parsed as a stream of XML (sax), their bytes
 * decoded across chunks. ExcelJS's streaming reader, used before, lost a part of about one file in a
 * few hundred (its rows read as empty, or the file as unreadable) and decoded each chunk of bytes on
 * its own, cutting a Chinese character that spans two chunks.
 */

/** A cell as read: its text, or a date when the cell is a number in a date format. */
export type XlsxCell = string | Date;

export interface XlsxRow {
  /** The row's number in the worksheet (1 is the first). */
  line: number;
  cells: XlsxCell[];
}

/** The file is no workbook, or a part it needs is missing or malformed. */
export class XlsxUnreadable extends Error {}

/** The row numbers Excel allows: a worksheet holds 1,048,576 rows of 16,384 columns. */
const MAX_ROW = 1_048_576;
const MAX_COLUMN = 16_384;

type Zip = { file: ZipFile; entries: Map<string, Entry> };

async function openZip(filePath: string): Promise<Zip> {
  // yauzl and sax are imported at the first import of a workbook, not at every start (docs/decisions.md).
  const { default: yauzl } = await import('yauzl');
  return new Promise((resolve, reject) => {
    yauzl.open(filePath, { lazyEntries: true, autoClose: false, strictFileNames: false }, (error, file) => {
      if (error) return reject(new XlsxUnreadable(error.message));
      const entries = new Map<string, Entry>();
      file.on('entry', (entry: Entry) => {
        entries.set(entry.fileName, entry);
        file.readEntry();
      });
      file.once('end', () => resolve({ file, entries }));
      file.once('error', (cause: Error) => reject(new XlsxUnreadable(cause.message)));
      file.readEntry();
    });
  });
}

function openPart(zip: Zip, name: string): Promise<Readable> {
  const entry = zip.entries.get(name);
  if (!entry) throw new XlsxUnreadable(`no part ${name}`);
  return new Promise((resolve, reject) => {
    zip.file.openReadStream(entry, (error, stream) => (error ? reject(new XlsxUnreadable(error.message)) : resolve(stream)));
  });
}

/** What a handler of one part's XML is told, tag by tag and text by text. */
interface XmlHandler {
  open?(tag: Tag): void;
  close?(name: string): void;
  text?(text: string): void;
}

/**
 * Parses a part of the zip as a stream, handing `handler` its tags and texts; after each chunk, yields
 * (so that what the handler gathered can be taken away and the memory stays that of one chunk).
 */
async function* parsePart(zip: Zip, name: string, handler: XmlHandler): AsyncGenerator<void> {
  const { default: sax } = await import('sax');
  const parser = sax.parser(true);
  let failure: Error | undefined;
  parser.onerror = (error) => (failure ??= error);
  // Without the xmlns option every tag is a plain one: attributes are strings.
  if (handler.open) parser.onopentag = handler.open as (tag: Tag | QualifiedTag) => void;
  if (handler.close) parser.onclosetag = handler.close;
  if (handler.text) parser.ontext = parser.oncdata = handler.text;
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const stream = await openPart(zip, name);
  try {
    for await (const chunk of stream) {
      parser.write(decoder.decode(chunk as Buffer, { stream: true }));
      if (failure) throw new XlsxUnreadable(failure.message);
      yield;
    }
    parser.write(decoder.decode()).close();
    if (failure) throw new XlsxUnreadable(failure.message);
  } catch (error) {
    throw error instanceof XlsxUnreadable ? error : new XlsxUnreadable((error as Error).message);
  } finally {
    stream.destroy();
  }
}

async function parseWhole(zip: Zip, name: string, handler: XmlHandler): Promise<void> {
  const chunks = parsePart(zip, name, handler);
  while (!(await chunks.next()).done);
}

/** Local tag names: parts may prefix them (`x:row`). */
const local = (name: string) => name.slice(name.indexOf(':') + 1);

/** The part of the first worksheet, and whether the workbook counts days from 1904. */
async function firstSheet(zip: Zip): Promise<{ part: string; date1904: boolean }> {
  let relation: string | undefined;
  let date1904 = false;
  await parseWhole(zip, 'xl/workbook.xml', {
    open: (tag) => {
      const name = local(tag.name);
      if (name === 'workbookPr') date1904 = ['1', 'true'].includes(tag.attributes.date1904 ?? '');
      if (name === 'sheet') relation ??= Object.entries(tag.attributes).find(([key]) => local(key) === 'id')?.[1];
    },
  });
  if (!relation) throw new XlsxUnreadable('no worksheet');
  let target: string | undefined;
  await parseWhole(zip, 'xl/_rels/workbook.xml.rels', {
    open: (tag) => {
      if (local(tag.name) === 'Relationship' && tag.attributes.Id === relation) target = tag.attributes.Target;
    },
  });
  if (!target) throw new XlsxUnreadable('no worksheet part');
  return { part: target.startsWith('/') ? target.slice(1) : `xl/${target}`, date1904 };
}

/** The workbook's shared texts, in order: each `<si>` is its `<t>` texts, phonetic runs left out. */
async function sharedStrings(zip: Zip): Promise<string[]> {
  if (!zip.entries.has('xl/sharedStrings.xml')) return [];
  const strings: string[] = [];
  let current: string | undefined;
  let inText = false;
  let inPhonetic = false;
  await parseWhole(zip, 'xl/sharedStrings.xml', {
    open: (tag) => {
      const name = local(tag.name);
      if (name === 'si') current = '';
      else if (name === 'rPh') inPhonetic = true;
      else if (name === 't') inText = !inPhonetic;
    },
    close: (tag) => {
      const name = local(tag);
      if (name === 'si') strings.push(current ?? '');
      else if (name === 'rPh') inPhonetic = false;
      else if (name === 't') inText = false;
    },
    text: (text) => {
      if (inText && current !== undefined) current += text;
    },
  });
  return strings;
}

/** Excel's built-in number formats that show a date or a time (ids of ECMA-376 and of the Chinese, Japanese and Korean editions). */
const BUILT_IN_DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58]);

/** A format code shows a date when, its quoted texts, escapes and colours left out, it has a day, month, year or time part. */
function isDateFormat(code: string): boolean {
  const bare = code.replace(/"[^"]*"/g, '').replace(/\\./g, '').replace(/\[[^\]]*\]/g, '');
  return /[dmyhs]/i.test(bare.replace(/General/gi, ''));
}

/** The cell styles (`s` of a cell) whose number format is a date. */
async function dateStyles(zip: Zip): Promise<Set<number>> {
  const styles = new Set<number>();
  if (!zip.entries.has('xl/styles.xml')) return styles;
  const customDates = new Set<number>();
  let inCellFormats = false;
  let index = 0;
  await parseWhole(zip, 'xl/styles.xml', {
    open: (tag) => {
      const name = local(tag.name);
      const formatId = Number(tag.attributes.numFmtId);
      if (name === 'numFmt' && isDateFormat(tag.attributes.formatCode ?? '')) customDates.add(formatId);
      else if (name === 'cellXfs') inCellFormats = true;
      else if (name === 'xf' && inCellFormats) {
        if (BUILT_IN_DATE_FORMATS.has(formatId) || customDates.has(formatId)) styles.add(index);
        index += 1;
      }
    },
    close: (tag) => {
      if (local(tag) === 'cellXfs') inCellFormats = false;
    },
  });
  return styles;
}

/** The column of a cell reference (`AB12` → 27, counting from 0). */
function columnOf(reference: string): number | undefined {
  const letters = /^[A-Z]{1,3}/i.exec(reference)?.[0];
  if (!letters) return undefined;
  return [...letters.toUpperCase()].reduce((column, letter) => column * 26 + letter.charCodeAt(0) - 64, 0) - 1;
}

/** A day as Excel counts it, from 1899-12-30 (or 1904-01-01), as midnight UTC. */
const excelDate = (serial: number, date1904: boolean) => new Date(Math.round((serial - 25_569 + (date1904 ? 1_462 : 0)) * 86_400_000));

interface CellInProgress { column: number; type: string; style: number; value: string; inline: string }

/** A worksheet's rows as the XML of its part streams by: each finished row joins `rows`. */
function rowCollector(strings: string[], dates: Set<number>, date1904: boolean) {
  const rows: XlsxRow[] = [];
  let row: XlsxRow | undefined;
  let cell: CellInProgress | undefined;
  let texting: 'value' | 'inline' | undefined;
  let lastLine = 0;

  const valueOf = ({ type, style, value, inline }: CellInProgress): XlsxCell => {
    switch (type) {
      case 's': {
        const text = strings[Number(value)];
        if (text === undefined) throw new XlsxUnreadable(`no shared text ${value}`);
        return text;
      }
      case 'inlineStr': return inline;
      case 'b': return String(value === '1');
      case 'd': return Number.isNaN(Date.parse(value)) ? value : new Date(value);
      case 'str': case 'e': return value;
      default: {
        const number = Number(value);
        return value !== '' && dates.has(style) && Number.isFinite(number) ? excelDate(number, date1904) : value;
      }
    }
  };

  const handler: XmlHandler = {
    open: (tag) => {
      const name = local(tag.name);
      if (name === 'row') {
        const line = tag.attributes.r === undefined ? lastLine + 1 : Number(tag.attributes.r);
        if (!Number.isInteger(line) || line <= lastLine || line > MAX_ROW) throw new XlsxUnreadable(`row ${tag.attributes.r}`);
        row = { line, cells: [] };
        lastLine = line;
      } else if (name === 'c' && row) {
        const column = tag.attributes.r === undefined ? row.cells.length : columnOf(tag.attributes.r);
        if (column === undefined || column >= MAX_COLUMN) throw new XlsxUnreadable(`cell ${tag.attributes.r}`);
        cell = { column, type: tag.attributes.t ?? 'n', style: Number(tag.attributes.s ?? 0), value: '', inline: '' };
      } else if (name === 'v' && cell) texting = 'value';
      else if (name === 't' && cell?.type === 'inlineStr') texting = 'inline';
    },
    close: (name) => {
      switch (local(name)) {
        case 'v': case 't': texting = undefined; break;
        case 'c':
          if (cell && row) {
            while (row.cells.length < cell.column) row.cells.push('');
            row.cells[cell.column] = valueOf(cell);
          }
          cell = undefined;
          break;
        case 'row':
          if (row) rows.push(row);
          row = undefined;
          break;
      }
    },
    text: (text) => {
      if (!cell || !texting) return;
      if (texting === 'value') cell.value += text;
      else cell.inline += text;
    },
  };
  return { handler, rows };
}

/** The rows of the workbook's first worksheet, as the file is read; throws XlsxUnreadable for a file that is no workbook. */
export async function* xlsxRows(filePath: string): AsyncGenerator<XlsxRow> {
  const zip = await openZip(filePath);
  try {
    const { part, date1904 } = await firstSheet(zip);
    const collector = rowCollector(await sharedStrings(zip), await dateStyles(zip), date1904);
    const chunks = parsePart(zip, part, collector.handler);
    while (!(await chunks.next()).done) yield* collector.rows.splice(0);
    yield* collector.rows.splice(0);
  } finally {
    zip.file.close();
  }
}
