import { writeFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { creditCodeCheck, IMPORT_COLUMNS } from '@console/contract/companies';

export type SheetCell = string | number | Date;

/** The template's headers, in its order. */
export const HEADERS = IMPORT_COLUMNS.map((column) => column.header.zh);

/** The valid credit code numbered `n` (distinct for each n below 10⁹). */
export function creditCodeNo(n: number, prefix = '92440305'): string {
  const body = `${prefix}${String(n).padStart(9, '0')}`;
  return `${body}${creditCodeCheck(body)}`;
}

/** A valid row in the template's columns, with some cells replaced. */
export function companyRow(n: number, replaced: Partial<Record<(typeof IMPORT_COLUMNS)[number]['key'], SheetCell>> = {}): SheetCell[] {
  const cells = {
    name: `导入测试企业${n}有限公司`, creditCode: creditCodeNo(n), regionCode: '440305', industry: 'I', address: `南山区科技园${n}号`,
    registeredCapital: '500', foundedOn: '2018-03-09', status: '存续', labels: '上市企业', changedOn: '', ...replaced,
  };
  return IMPORT_COLUMNS.map((column) => cells[column.key]);
}

const quoted = (cell: SheetCell) => `"${String(cell).replaceAll('"', '""')}"`;

export const csvText = (rows: SheetCell[][]) => rows.map((row) => row.map(quoted).join(',')).join('\r\n');

export async function writeCsv(filePath: string, rows: SheetCell[][]): Promise<void> {
  await writeFile(filePath, `\uFEFF${csvText(rows)}\r\n`);
}

/** A workbook of these sheets, the first one first. */
export async function xlsxBuffer(...sheets: SheetCell[][][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  sheets.forEach((rows, index) => {
    const sheet = workbook.addWorksheet(`表${index + 1}`);
    for (const row of rows) sheet.addRow(row);
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
