import { once } from 'node:events';
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { unzipSync, zipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@console/contract';
import { IMPORT_ROWS_MAX } from '@console/contract/companies';
import { IMPORT_BATCH_ROWS, readCompanyFile, type ImportKind, type ParsedRow } from './import-reader.ts';
import { companyRow, creditCodeNo, csvText, HEADERS, writeCsv, xlsxBuffer, type SheetCell } from './import.test-support.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'company-import-reader-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const KNOWN_REGIONS = new Set(['440305', '110101']);
const knownRegion = (code: string) => KNOWN_REGIONS.has(code);

let files = 0;

async function fileOf(kind: ImportKind, rows: SheetCell[][]): Promise<string> {
  const filePath = path.join(folder, `${++files}.${kind}`);
  if (kind === 'csv') await writeCsv(filePath, rows);
  else await writeFile(filePath, await xlsxBuffer(rows));
  return filePath;
}

async function readAll(filePath: string, kind: ImportKind): Promise<ParsedRow[]> {
  const rows: ParsedRow[] = [];
  await readCompanyFile(filePath, kind, { knownRegion, onBatch: async (batch) => void rows.push(...batch) });
  return rows;
}

const read = async (kind: ImportKind, rows: SheetCell[][]) => readAll(await fileOf(kind, rows), kind);

/** The messages of a file's one data row, by column. */
async function errorsOf(kind: ImportKind, row: SheetCell[]): Promise<Record<string, string>> {
  const [parsed] = await read(kind, [HEADERS, row]);
  expect(parsed!.fields).toBeUndefined();
  return Object.fromEntries(parsed!.errors.map((error) => [error.column, error.message]));
}

const refusal = (promise: Promise<unknown>) => promise.then(() => expect.unreachable('the file was taken'), (error: { code: number; message: string }) => ({ code: error.code, message: error.message }));

describe.each(['csv', 'xlsx'] as const)('reading a %s file', (kind) => {
  it('reads valid rows into companies, skipping blank rows and numbering lines as the file does', async () => {
    const rows = await read(kind, [HEADERS, companyRow(1), ['', '', ''], companyRow(2, {
      industry: '制造业', status: 'suspended', labels: '上市企业，独角兽企业; 专精特新"小巨人"企业、上市企业', registeredCapital: '1234.5', foundedOn: '2001/2/3', changedOn: '2024-06-30',
    })]);
    expect(rows.map((row) => row.line)).toEqual([2, 4]);
    expect(rows[0]).toMatchObject({
      errors: [],
      raw: { 企业名称: '导入测试企业1有限公司', 行政区划代码: '440305' },
      fields: {
        name: '导入测试企业1有限公司', creditCode: creditCodeNo(1), regionCode: '440305', industry: 'I', address: '南山区科技园1号',
        registeredCapital: 500, foundedOn: '2018-03-09', status: 'active', labels: [1], changedOn: null,
      },
    });
    expect(rows[1]!.fields).toMatchObject({ industry: 'C', status: 'suspended', labels: [1, 2, 5], registeredCapital: 1234.5, foundedOn: '2001-02-03', changedOn: '2024-06-30' });
  });

  it('takes column keys as headers, in any order, with blank optional cells at their defaults', async () => {
    const [row] = await read(kind, [['industry', 'regionCode', 'creditCode', 'name', '注册资本(万元)', '经营状态'], ['j', '110101', creditCodeNo(3), '甲', '', '']]);
    expect(row!.fields).toEqual({
      name: '甲', creditCode: creditCodeNo(3), regionCode: '110101', industry: 'J', address: '', registeredCapital: 0, foundedOn: null, status: 'active', labels: [], changedOn: null,
    });
  });

  it('refuses a file without a required column, naming every missing one', async () => {
    expect(await refusal(read(kind, [['企业名称', '地址'], ['甲', '乙']]))).toEqual({ code: 400, message: MESSAGES.companies.importMissingColumns('统一社会信用代码、行政区划代码、行业门类') });
  });

  it('names the column of each blank required cell', async () => {
    expect(await errorsOf(kind, companyRow(4, { name: ' ', creditCode: '', regionCode: '', industry: '' }))).toEqual({
      企业名称: '企业名称不能为空', 统一社会信用代码: '统一社会信用代码不能为空', 行政区划代码: '行政区划代码不能为空', 行业门类: '行业门类不能为空',
    });
  });

  it('refuses a credit code whose check character does not match, an unknown or malformed region and an unknown industry', async () => {
    const wrongCheck = `${creditCodeNo(5).slice(0, 17)}${creditCodeNo(5).endsWith('0') ? '1' : '0'}`;
    expect(await errorsOf(kind, companyRow(5, { creditCode: wrongCheck, regionCode: '999999', industry: 'Z' }))).toEqual({
      统一社会信用代码: MESSAGES.companies.creditCodeInvalid,
      行政区划代码: '行政区划代码“999999”不存在',
      行业门类: '行业门类“Z”不存在：请填写 A 到 T 的门类字母或门类名称',
    });
    expect(await errorsOf(kind, companyRow(6, { regionCode: '44030' }))).toEqual({ 行政区划代码: '行政区划代码“44030”应为 6 位数字' });
  });

  it('refuses an unknown status, unknown labels (naming them), a bad capital and bad dates', async () => {
    expect(await errorsOf(kind, companyRow(7, { status: '歇业', labels: '上市企业、百强企业、小巨人', registeredCapital: '12.345', foundedOn: '2023-02-29', changedOn: '2024.1.1' }))).toEqual({
      经营状态: '经营状态“歇业”不存在：请填写存续、停业、吊销或注销',
      资质标签: '资质标签“百强企业、小巨人”不存在',
      '注册资本（万元）': '注册资本（万元）“12.345”应为 0 到 100000000 之间、最多两位小数的数字',
      成立日期: '成立日期“2023-02-29”应为 YYYY-MM-DD 或 YYYY/M/D 格式的日期',
      变更日期: '变更日期“2024.1.1”应为 YYYY-MM-DD 或 YYYY/M/D 格式的日期',
    });
    expect(await errorsOf(kind, companyRow(8, { registeredCapital: '-5' }))).toHaveProperty('注册资本（万元）');
    expect(await errorsOf(kind, companyRow(9, { registeredCapital: '100000000.01' }))).toHaveProperty('注册资本（万元）');
  });

  it('refuses a credit code repeated in the file on its later row, naming the first', async () => {
    const rows = await read(kind, [HEADERS, companyRow(10), companyRow(11), companyRow(12, { creditCode: creditCodeNo(10).toLowerCase() })]);
    expect(rows.map((row) => row.errors)).toEqual([[], [], [{ row: 4, column: '统一社会信用代码', message: '统一社会信用代码与第 2 行重复' }]]);
  });

  it('hands rows over in batches of 500, each awaited before the file is read on', async () => {
    const sizes: number[] = [];
    let pending = false;
    await readCompanyFile(await fileOf(kind, [HEADERS, ...Array.from({ length: 1_234 }, (_, n) => companyRow(n))]), kind, {
      knownRegion,
      onBatch: async (batch) => {
        expect(pending).toBe(false);
        pending = true;
        await new Promise((resolve) => setTimeout(resolve, 5));
        sizes.push(batch.length);
        pending = false;
      },
    });
    expect(sizes).toEqual([IMPORT_BATCH_ROWS, IMPORT_BATCH_ROWS, 234]);
  });

  it('refuses an empty file', async () => {
    expect(await refusal(read(kind, []))).toEqual({ code: 400, message: MESSAGES.companies.importEmpty });
  });
});

describe('reading Excel cells', () => {
  it('takes date cells and number cells, and reads the first worksheet only', async () => {
    const filePath = path.join(folder, 'cells.xlsx');
    const first = [HEADERS, companyRow(20, { regionCode: 440305, registeredCapital: 88.25, foundedOn: new Date(Date.UTC(2015, 11, 31)), changedOn: new Date(Date.UTC(2024, 0, 2)) })];
    await writeFile(filePath, await xlsxBuffer(first, [HEADERS, companyRow(21)]));
    const rows = await readAll(filePath, 'xlsx');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.fields).toMatchObject({ regionCode: '440305', registeredCapital: 88.25, foundedOn: '2015-12-31', changedOn: '2024-01-02' });
    expect(rows[0]!.raw).toMatchObject({ 成立日期: '2015-12-31' });
  });

  it('reads every row whatever the order of the workbook parts in the file (Excel writes its texts last)', async () => {
    const EXCEL_ORDER = ['[Content_Types].xml', '_rels/.rels', 'docProps/app.xml', 'docProps/core.xml', 'xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/theme/theme1.xml', 'xl/worksheets/sheet1.xml', 'xl/styles.xml', 'xl/sharedStrings.xml'];
    for (let file = 0; file < 20; file++) {
      const parts = unzipSync(await xlsxBuffer([HEADERS, companyRow(30 + file), companyRow(60 + file)]));
      const filePath = path.join(folder, `excel-order-${file}.xlsx`);
      await writeFile(filePath, zipSync(Object.fromEntries(EXCEL_ORDER.map((name) => [name, parts[name]!]))));
      expect((await readAll(filePath, 'xlsx')).map((row) => row.fields?.creditCode)).toEqual([creditCodeNo(30 + file), creditCodeNo(60 + file)]);
    }
  });

  it('keeps Chinese text whole where the bytes of the file are read in several chunks', async () => {
    const rows = Array.from({ length: 2_000 }, (_, n) => companyRow(n, { name: `深圳市南山区科技园人才服务有限公司第${n}分公司` }));
    const read = await readAll(await fileOf('xlsx', [HEADERS, ...rows]), 'xlsx');
    expect(read.map((row) => row.fields?.name)).toEqual(rows.map((_, n) => `深圳市南山区科技园人才服务有限公司第${n}分公司`));
  });

  it('refuses a file that is not a workbook', async () => {
    const filePath = path.join(folder, 'not-a-workbook.xlsx');
    await writeFile(filePath, 'name,code\n甲,1\n');
    expect(await refusal(readAll(filePath, 'xlsx'))).toEqual({ code: 400, message: MESSAGES.companies.importUnreadable });
  });
});

describe('reading CSV text', () => {
  it('reads GB18030 text, as Excel saves CSV on Chinese Windows', async () => {
    const filePath = path.join(folder, 'gb18030.csv');
    await writeFile(filePath, gb18030(csvText([HEADERS, companyRow(30, { name: '广州市白云区示例贸易有限公司', labels: '国家高新技术企业' })])));
    const [row] = await readAll(filePath, 'csv');
    expect(row!.fields).toMatchObject({ name: '广州市白云区示例贸易有限公司', labels: [11] });
  });

  it('keeps a character that spans two chunks of the file whole', async () => {
    const filePath = path.join(folder, 'long.csv');
    const rows = Array.from({ length: 400 }, (_, n) => companyRow(n, { address: '深圳市南山区粤海街道'.repeat(15) }));
    await writeCsv(filePath, [HEADERS, ...rows]);
    const parsed = await readAll(filePath, 'csv');
    expect(parsed.filter((row) => row.errors.length > 0)).toEqual([]);
    expect(new Set(parsed.map((row) => row.fields!.address))).toEqual(new Set(['深圳市南山区粤海街道'.repeat(15)]));
  });

  it('refuses binary content', async () => {
    const filePath = path.join(folder, 'binary.csv');
    await writeFile(filePath, Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0xff, 0xfe, 0x00, 0x81]));
    expect(await refusal(readAll(filePath, 'csv'))).toEqual({ code: 400, message: MESSAGES.companies.importUnreadable });
  });
});

/** GB18030 bytes of a text, through the decoder's own table (Node encodes only UTF-8). */
function gb18030(text: string): Buffer {
  const decoder = new TextDecoder('gb18030');
  const bytesOf = new Map<string, number[]>();
  for (let lead = 0x81; lead <= 0xfe; lead++) {
    for (let trail = 0x40; trail <= 0xfe; trail++) {
      if (trail !== 0x7f) bytesOf.set(decoder.decode(Uint8Array.of(lead, trail)), [lead, trail]);
    }
  }
  const ascii = new TextEncoder();
  return Buffer.from([...text].flatMap((char) => (char.charCodeAt(0) < 0x80 ? [...ascii.encode(char)] : bytesOf.get(char)!)));
}

describe('large files', () => {
  const MB = 1024 * 1024;

  /** The heap after a full collection: what is kept, not the garbage a collection has not reached yet. */
  function keptHeap(): number {
    v8.setFlagsFromString('--expose-gc');
    (vm.runInNewContext('gc') as () => void)();
    return process.memoryUsage().heapUsed;
  }

  /** Streams rows to a CSV file, as long as the disk takes them. */
  async function writeLargeCsv(filePath: string, rowCount: number, rowOf: (n: number) => SheetCell[]): Promise<void> {
    const out = createWriteStream(filePath);
    out.write(`${HEADERS.join(',')}\n`);
    for (let n = 0; n < rowCount; n++) {
      if (!out.write(`${rowOf(n).join(',')}\n`)) await once(out, 'drain');
    }
    out.end();
    await once(out, 'finish');
  }

  it('reads a 50 MB file keeping a heap far smaller than the file', async () => {
    const filePath = path.join(folder, 'large.csv');
    const address = '广东省深圳市南山区粤海街道高新区社区科技南十二路'.repeat(8);
    await writeLargeCsv(filePath, 80_000, (n) => companyRow(n, { address }));
    const size = statSync(filePath).size;
    expect(size).toBeGreaterThan(50 * MB);
    const before = keptHeap();
    let kept = 0;
    let batches = 0;
    let valid = 0;
    await readCompanyFile(filePath, 'csv', {
      knownRegion,
      onBatch: async (batch) => {
        valid += batch.filter((row) => row.fields).length;
        if (++batches % 10 === 0) kept = Math.max(kept, keptHeap() - before);
      },
    });
    expect(valid).toBe(80_000);
    expect(kept).toBeLessThan(size / 5);
  });

  it(`refuses a file of more than ${IMPORT_ROWS_MAX} rows`, async () => {
    const filePath = path.join(folder, 'too-many.csv');
    await writeLargeCsv(filePath, IMPORT_ROWS_MAX + 1, (n) => [`企业${n}`, creditCodeNo(n), '440305', 'I']);
    let handed = 0;
    const refused = await refusal(readCompanyFile(filePath, 'csv', { knownRegion, onBatch: async (batch) => void (handed += batch.length) }));
    expect(refused).toEqual({ code: 400, message: MESSAGES.companies.importTooManyRows(IMPORT_ROWS_MAX) });
    expect(handed).toBe(IMPORT_ROWS_MAX);
  });
});
