import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { TextDecoder } from 'node:util';
import { MESSAGES } from '@console/contract';
import { CAPITAL_MAX, COMPANY_STATUSES, IMPORT_COLUMNS, IMPORT_ROWS_MAX, INDUSTRIES, isCreditCode, QUALIFICATION_LABELS, REGION_CODE_PATTERN, type CompanyStatus, type ImportRowError, type IndustryCode } from '@console/contract/companies';
import { badRequest } from '../../../http/errors.ts';
import type { Language } from '../../../http/language.ts';
import { xlsxRows, XlsxUnreadable, type XlsxCell } from './xlsx-rows.ts';

export type ImportKind = 'xlsx' | 'csv';

/** A company as one valid row of an import file describes it. */
export interface ImportedCompany {
  name: string;
  creditCode: string;
  regionCode: string;
  industry: IndustryCode;
  address: string;
  registeredCapital: number;
  foundedOn: string | null;
  status: CompanyStatus;
  /** Label codes, ascending. */
  labels: number[];
  /** When the changes this row makes took effect; null for today. */
  changedOn: string | null;
}

/** One data row: `fields` when it has no error. */
export interface ParsedRow {
  /** Its line in the file, the header being line 1. */
  line: number;
  /** Its cells as read, by the file's headers. */
  raw: Record<string, string>;
  fields?: ImportedCompany;
  errors: ImportRowError[];
}

export interface ReadOptions {
  knownRegion(code: string): boolean;
  /** Takes the rows of one batch; the file is read on once it resolves. */
  onBatch(rows: ParsedRow[]): Promise<void>;
}

export const IMPORT_BATCH_ROWS = 500;

/** A cell as read: text, or a date when Excel stored one. */
type Cell = XlsxCell;

/** A record of the file: a CSV record or a worksheet row, numbered as Excel shows it. */
interface SheetLine {
  line: number;
  cells: Cell[];
}

type ColumnKey = (typeof IMPORT_COLUMNS)[number]['key'];

const unreadable = () => badRequest(MESSAGES.companies.importUnreadable);

/**
 * Streams an import file to `onBatch`, a batch at a time, validating each row. Refuses the whole file
 * (400) when it cannot be read, lacks a required column or has more than IMPORT_ROWS_MAX data rows.
 */
export async function readCompanyFile(filePath: string, kind: ImportKind, options: ReadOptions): Promise<void> {
  const lines = kind === 'csv' ? csvLines(filePath) : xlsxLines(filePath);
  let layout: Layout | undefined;
  const rows = new RowParser(options.knownRegion);
  let batch: ParsedRow[] = [];
  let count = 0;
  for await (const sheetLine of lines) {
    if (isBlank(sheetLine.cells)) continue;
    if (!layout) {
      layout = layoutOf(sheetLine.cells);
      continue;
    }
    if (++count > IMPORT_ROWS_MAX) throw badRequest(MESSAGES.companies.importTooManyRows(IMPORT_ROWS_MAX));
    batch.push(rows.parse(sheetLine, layout));
    if (batch.length === IMPORT_BATCH_ROWS) {
      await options.onBatch(batch);
      batch = [];
    }
  }
  if (!layout) throw badRequest(MESSAGES.companies.importEmpty);
  if (batch.length > 0) await options.onBatch(batch);
}

const isBlank = (cells: Cell[]) => cells.every((cell) => cellText(cell).trim() === '');

/**
 * Records of a CSV file. Papa Parse decodes each chunk of bytes on its own, which would cut a
 * character spanning two chunks: the text reaches it decoded already.
 */
async function* csvLines(filePath: string): AsyncGenerator<SheetLine> {
  const { default: Papa } = await import('papaparse');
  const source = Readable.from(decodedText(createReadStream(filePath)));
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, { skipEmptyLines: false });
  source.once('error', (error) => parser.destroy(error));
  source.pipe(parser);
  let line = 0;
  try {
    for await (const cells of parser as AsyncIterable<string[]>) yield { line: ++line, cells };
  } finally {
    source.destroy();
    parser.destroy();
  }
}

/** The text of a file in UTF-8 (its BOM dropped) or, when its start is not UTF-8, GB18030 (Excel's CSV on Chinese Windows). */
async function* decodedText(bytes: AsyncIterable<Buffer>): AsyncGenerator<string> {
  let decoder: TextDecoder | undefined;
  for await (const chunk of bytes) {
    decoder ??= decoderFor(chunk);
    yield checkedText(decoder, chunk);
  }
  if (decoder) yield checkedText(decoder);
}

function decoderFor(sample: Buffer): TextDecoder {
  for (const encoding of ['utf-8', 'gb18030']) {
    try {
      new TextDecoder(encoding, { fatal: true }).decode(sample, { stream: true });
      return new TextDecoder(encoding, { fatal: true });
    } catch {
      continue;
    }
  }
  throw unreadable();
}

/** Decoded text; binary content (an invalid sequence, a NUL) is no CSV. */
function checkedText(decoder: TextDecoder, chunk?: Buffer): string {
  let text: string;
  try {
    text = decoder.decode(chunk, { stream: chunk !== undefined });
  } catch {
    throw unreadable();
  }
  if (text.includes('\0')) throw unreadable();
  return text;
}

/** Rows of the first worksheet of an Excel workbook, date cells as dates. */
async function* xlsxLines(filePath: string): AsyncGenerator<SheetLine> {
  try {
    yield* xlsxRows(filePath);
  } catch (error) {
    throw error instanceof XlsxUnreadable ? unreadable() : error;
  }
}

const cellText = (cell: Cell) => (cell instanceof Date ? isoDay(cell) : cell);

/** Excel keeps a day as midnight UTC. */
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

interface Layout {
  /** The file's headers, by position. */
  headers: string[];
  /** Where each known column is. */
  at: Map<ColumnKey, number>;
  /** The language of the file's headers: its errors name the columns in it. */
  language: Language;
}

/** People type the template's full-width parentheses as half-width ones, add spaces, and write English in any case. */
const headerKey = (text: string) => text.replace(/\s+/g, '').replace(/\(/g, '（').replace(/\)/g, '）').toLowerCase();

/** A header's column, and the language the header is in (a column's key counts as English). */
const COLUMN_BY_HEADER = new Map<string, { key: ColumnKey; language: Language }>(
  IMPORT_COLUMNS.flatMap(({ key, header }) => [
    [headerKey(header.zh), { key, language: 'zh' }], [headerKey(header.en), { key, language: 'en' }], [headerKey(key), { key, language: 'en' }],
  ] as const),
);

const LIST_SEPARATOR: Record<Language, string> = { zh: '、', en: ', ' };

function layoutOf(header: Cell[]): Layout {
  const headers = header.map((cell) => cellText(cell).trim());
  const at = new Map<ColumnKey, number>();
  const languages = new Set<Language>();
  headers.forEach((text, position) => {
    const column = COLUMN_BY_HEADER.get(headerKey(text));
    if (!column || at.has(column.key)) return;
    at.set(column.key, position);
    languages.add(column.language);
  });
  const language = languages.has('zh') || languages.size === 0 ? 'zh' : 'en';
  const missing = IMPORT_COLUMNS.filter((column) => column.required && !at.has(column.key)).map((column) => column.header[language]);
  if (missing.length > 0) throw badRequest(MESSAGES.companies.importMissingColumns(missing.join(LIST_SEPARATOR[language])));
  return { headers, at, language };
}

const headerOf = (key: ColumnKey, language: Language) => IMPORT_COLUMNS.find((column) => column.key === key)!.header[language];

/** A cell's refusal, said with the column's header. */
class CellError extends Error {}

type CellParser<T> = (cell: Cell, column: string) => T;

/** Reads the rows of one file: it remembers each credit code's first line, to refuse a repeat. */
class RowParser {
  private readonly firstLineOf = new Map<string, number>();

  constructor(private readonly knownRegion: (code: string) => boolean) {}

  parse({ line, cells }: SheetLine, layout: Layout): ParsedRow {
    const errors: ImportRowError[] = [];
    const take = <T>(key: ColumnKey, parser: CellParser<T>): T | undefined => {
      const position = layout.at.get(key);
      try {
        return parser(position === undefined ? '' : (cells[position] ?? ''), headerOf(key, layout.language));
      } catch (error) {
        if (!(error instanceof CellError)) throw error;
        errors.push({ row: line, column: headerOf(key, layout.language), message: error.message });
        return undefined;
      }
    };
    const fields = {
      name: take('name', requiredText(100)),
      creditCode: take('creditCode', (cell, column) => this.creditCode(cell, column, line)),
      regionCode: take('regionCode', (cell, column) => this.regionCode(cell, column)),
      industry: take('industry', industry),
      address: take('address', optionalText(200)),
      registeredCapital: take('registeredCapital', capital),
      foundedOn: take('foundedOn', day),
      status: take('status', status),
      labels: take('labels', labels),
      changedOn: take('changedOn', day),
    };
    return { line, raw: rawOf(cells, layout), errors, ...(errors.length === 0 && { fields: fields as ImportedCompany }) };
  }

  private creditCode(cell: Cell, column: string, line: number): string {
    const code = requiredText(18)(cell, column).toUpperCase();
    if (!isCreditCode(code)) throw new CellError(MESSAGES.companies.creditCodeInvalid);
    const first = this.firstLineOf.get(code);
    if (first !== undefined) throw new CellError(MESSAGES.companies.importDuplicate(column, first));
    this.firstLineOf.set(code, line);
    return code;
  }

  private regionCode(cell: Cell, column: string): string {
    const code = requiredText(6)(cell, column);
    if (!REGION_CODE_PATTERN.test(code)) throw new CellError(MESSAGES.companies.importRegionShape(column, code));
    if (!this.knownRegion(code)) throw new CellError(MESSAGES.companies.regionUnknown(code));
    return code;
  }
}

function rawOf(cells: Cell[], layout: Layout): Record<string, string> {
  const raw: Record<string, string> = {};
  layout.headers.forEach((header, position) => {
    if (header !== '') raw[header] = cellText(cells[position] ?? '');
  });
  return raw;
}

function optionalText(max: number): CellParser<string> {
  return (cell, column) => {
    const text = cellText(cell).trim();
    if (text.length > max) throw new CellError(MESSAGES.companies.importTooLong(column, max));
    return text;
  };
}

function requiredText(max: number): CellParser<string> {
  return (cell, column) => {
    const text = optionalText(max)(cell, column);
    if (text === '') throw new CellError(MESSAGES.companies.importBlank(column));
    return text;
  };
}

/** A word of the product's in either language, written in any case. */
const wordKey = (text: string) => text.toLowerCase();

const codesByWord = <Code extends string>(entries: readonly { code: Code; zh: string; en: string }[]) =>
  new Map<string, Code>(entries.flatMap(({ code, zh, en }) => [code, zh, en].map((word) => [wordKey(word), code] as const)));

const INDUSTRY_BY_TEXT = codesByWord(INDUSTRIES);

function industry(cell: Cell, column: string): IndustryCode {
  const text = requiredText(100)(cell, column);
  const code = INDUSTRY_BY_TEXT.get(wordKey(text));
  if (!code) throw new CellError(MESSAGES.companies.importIndustryUnknown(column, text));
  return code;
}

const STATUS_BY_TEXT = codesByWord(COMPANY_STATUSES);

function status(cell: Cell, column: string): CompanyStatus {
  const text = cellText(cell).trim();
  if (text === '') return 'active';
  const code = STATUS_BY_TEXT.get(wordKey(text));
  if (!code) throw new CellError(MESSAGES.companies.importStatusUnknown(column, text));
  return code;
}

/** Curly and straight quotes count alike: 专精特新“小巨人”企业 is often typed with straight ones. */
const labelKey = (name: string) => wordKey(name.replace(/[“”"]/g, '"'));

const LABEL_CODE_BY_NAME = new Map(QUALIFICATION_LABELS.flatMap((label, index) => [[labelKey(label.zh), index + 1], [labelKey(label.en), index + 1]]));

const LABEL_SEPARATORS = /[、,，;；]/;

function labels(cell: Cell, column: string): number[] {
  const names = cellText(cell).split(LABEL_SEPARATORS).map((name) => name.trim()).filter((name) => name !== '');
  const unknown = names.filter((name) => !LABEL_CODE_BY_NAME.has(labelKey(name)));
  if (unknown.length > 0) throw new CellError(MESSAGES.companies.importLabelsUnknown(column, unknown.join('、')));
  return [...new Set(names.map((name) => LABEL_CODE_BY_NAME.get(labelKey(name))!))].sort((a, b) => a - b);
}

const AMOUNT = /^\d+(\.\d{1,2})?$/;

function capital(cell: Cell, column: string): number {
  const text = cellText(cell).trim();
  if (text === '') return 0;
  const amount = Number(text);
  if (!AMOUNT.test(text) || amount > CAPITAL_MAX) throw new CellError(MESSAGES.companies.importCapitalInvalid(column, text, CAPITAL_MAX));
  return amount;
}

const DAY = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/;

function day(cell: Cell, column: string): string | null {
  if (cell instanceof Date) return isoDay(cell);
  const text = cell.trim();
  if (text === '') return null;
  const [, year, month, date] = DAY.exec(text) ?? [];
  const iso = `${year}-${month?.padStart(2, '0')}-${date?.padStart(2, '0')}`;
  // Date.parse rolls 2024-02-30 over to March: the day must come back as written.
  if (!year || Number.isNaN(Date.parse(iso)) || isoDay(new Date(iso)) !== iso) throw new CellError(MESSAGES.companies.importDateInvalid(column, text));
  return iso;
}
