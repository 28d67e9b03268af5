import { COMPANY_STATUSES, INDUSTRIES, QUALIFICATION_LABELS } from '@console/contract/companies';
import { MIGRATION_TYPES, type MigrationRecord } from '@console/contract/company-watch';
import type { Language } from '../../http/language.ts';
import { newWorkbook } from '../../platform/workbook.ts';

type MigrationType = (typeof MIGRATION_TYPES)[keyof typeof MIGRATION_TYPES];

/** The library's name: the sheet's, and the file's before its date. */
const LIBRARY_NAMES: Record<MigrationType, Record<Language, string>> = {
  [MIGRATION_TYPES.in]: { zh: '迁入库', en: 'Migrated-in library' },
  [MIGRATION_TYPES.out]: { zh: '迁出库', en: 'Migrated-out library' },
};

/** The product's words in a workbook are in the reader's language; the companies' own (names, places) as they are. */
const COLUMNS: { header: Record<Language, string>; width: number; value: (row: MigrationRecord, language: Language) => string | number }[] = [
  { header: { zh: '企业名称', en: 'Company' }, width: 36, value: (row) => row.name },
  { header: { zh: '统一社会信用代码', en: 'Unified social credit code' }, width: 22, value: (row) => row.creditCode },
  { header: { zh: '迁出地', en: 'Moved from' }, width: 26, value: (row) => row.from.fullName },
  { header: { zh: '迁入地', en: 'Moved to' }, width: 26, value: (row) => row.to.fullName },
  { header: { zh: '迁移日期', en: 'Moved on' }, width: 12, value: (row) => row.migratedOn },
  { header: { zh: '行业门类', en: 'Industry' }, width: 28, value: (row, language) => INDUSTRIES.find((industry) => industry.code === row.industry)?.[language] ?? row.industry },
  { header: { zh: '资质标签', en: 'Qualifications' }, width: 40, value: (row, language) => row.labels.map((code) => QUALIFICATION_LABELS[code - 1]?.[language]).join(language === 'zh' ? '、' : ', ') },
  { header: { zh: '注册资本（万元）', en: 'Registered capital (10,000 yuan)' }, width: 16, value: (row) => row.registeredCapital },
  { header: { zh: '经营状态', en: 'Status' }, width: 10, value: (row, language) => COMPANY_STATUSES.find((status) => status.code === row.status)?.[language] ?? row.status },
];

/** The file name of a library's export made on a day. */
export const migrationExportName = (type: MigrationType, language: Language, day: string) => `${LIBRARY_NAMES[type][language]}-${day}.xlsx`;

/** A library's moves as an Excel workbook, one sheet, headers frozen, in the reader's language. */
export async function migrationWorkbook(type: MigrationType, rows: MigrationRecord[], language: Language): Promise<Buffer> {
  const workbook = await newWorkbook();
  const sheet = workbook.addWorksheet(LIBRARY_NAMES[type][language], { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map(({ header, width }) => ({ header: header[language], width }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(COLUMNS.map((column) => column.value(row, language)));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
