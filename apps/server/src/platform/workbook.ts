import type { Workbook } from 'exceljs';

/** A new Excel workbook. exceljs loads at the first export rather than at every start, which it would slow by a fifth of a second. */
export async function newWorkbook(): Promise<Workbook> {
  const { default: ExcelJS } = await import('exceljs');
  return new ExcelJS.Workbook();
}
