import { COMPANY_STATUSES, INDUSTRIES, QUALIFICATION_LABELS } from '@console/contract/companies';
import { type MigrationRecord } from '@console/contract/company-watch';
import { newWorkbook } from '../../platform/workbook.ts';

const COLUMNS: { header: string; width: number; value: (row: MigrationRecord) => string | number }[] = [
  { header: '企业名称', width: 36, value: (row) => row.name },
  { header: '统一社会信用代码', width: 22, value: (row) => row.creditCode },
  { header: '迁出地', width: 26, value: (row) => row.from.fullName },
  { header: '迁入地', width: 26, value: (row) => row.to.fullName },
  { header: '迁移日期', width: 12, value: (row) => row.migratedOn },
  { header: '行业门类', width: 28, value: (row) => INDUSTRIES.find((industry) => industry.code === row.industry)?.zh ?? row.industry },
  { header: '资质标签', width: 40, value: (row) => row.labels.map((code) => QUALIFICATION_LABELS[code - 1]?.zh).join('、') },
  { header: '注册资本（万元）', width: 16, value: (row) => row.registeredCapital },
  { header: '经营状态', width: 10, value: (row) => COMPANY_STATUSES.find((status) => status.code === row.status)?.zh ?? row.status },
];

/** A library's moves as an Excel workbook, one sheet, headers frozen. */
export async function migrationWorkbook(sheetName: string, rows: MigrationRecord[]): Promise<Buffer> {
  const workbook = await newWorkbook();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map(({ header, width }) => ({ header, width }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(COLUMNS.map((column) => column.value(row)));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
