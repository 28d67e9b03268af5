import { COMPANY_STATUSES, creditCodeCheck, IMPORT_COLUMNS, QUALIFICATION_LABELS } from '@console/contract/companies';
import type { Language } from '../../../http/language.ts';
import { newWorkbook } from '../../../platform/workbook.ts';

type ColumnKey = (typeof IMPORT_COLUMNS)[number]['key'];

const EXAMPLE_CODE_START = '91440300MA5G7K2P8';

const EXAMPLE_LABELS = [QUALIFICATION_LABELS[10], QUALIFICATION_LABELS[8]];

/** One valid row: its codes, numbers and days, and its words as a reader of the language writes them. */
const EXAMPLE_CODES = {
  creditCode: `${EXAMPLE_CODE_START}${creditCodeCheck(EXAMPLE_CODE_START)}`,
  regionCode: '440305',
  industry: 'I',
  registeredCapital: 1000,
  foundedOn: '2016-05-18',
  changedOn: '',
} satisfies Partial<Record<ColumnKey, string | number>>;

const EXAMPLE_WORDS: Record<Language, Record<Exclude<ColumnKey, keyof typeof EXAMPLE_CODES>, string>> = {
  zh: {
    name: '深圳市示例科技有限公司',
    address: '广东省深圳市南山区科技园南区示例大厦 8 楼',
    status: COMPANY_STATUSES[0].zh,
    labels: EXAMPLE_LABELS.map((label) => label.zh).join('、'),
  },
  en: {
    name: 'Shenzhen Example Technology Co., Ltd.',
    address: '8/F, Example Tower, Science Park South, Nanshan, Shenzhen, Guangdong',
    status: COMPANY_STATUSES[0].en,
    labels: EXAMPLE_LABELS.map((label) => label.en).join('; '),
  },
};

const SHEET_NAME: Record<Language, string> = { zh: '企业', en: 'Companies' };

export const TEMPLATE_NAME: Record<Language, string> = { zh: '企业导入模板.xlsx', en: 'company-import-template.xlsx' };

/** Codes kept as text: Excel would turn 440305 into a number and an all-digit credit code into a rounded one. */
const TEXT_COLUMNS = new Set<ColumnKey>(['creditCode', 'regionCode', 'foundedOn', 'changedOn']);

/** A Chinese character takes about two columns' width. */
const widthOf = (header: string) => Math.max(14, [...header].reduce((width, char) => width + (char.charCodeAt(0) > 0xff ? 2 : 1), 0) + 4);

/** The import template in the reader's language: the columns (required ones in bold) and one valid example row. */
export async function importTemplate(language: Language): Promise<Buffer> {
  const workbook = await newWorkbook();
  const sheet = workbook.addWorksheet(SHEET_NAME[language]);
  sheet.columns = IMPORT_COLUMNS.map((column) => ({
    header: column.header[language], key: column.key, width: widthOf(column.header[language]),
    ...(TEXT_COLUMNS.has(column.key) && { style: { numFmt: '@' } }),
  }));
  IMPORT_COLUMNS.forEach((column, index) => {
    sheet.getRow(1).getCell(index + 1).font = { bold: column.required };
  });
  sheet.addRow({ ...EXAMPLE_CODES, ...EXAMPLE_WORDS[language] });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
