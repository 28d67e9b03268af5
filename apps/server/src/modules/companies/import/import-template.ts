import { creditCodeCheck, IMPORT_COLUMNS } from '@console/contract/companies';
import { newWorkbook } from '../../../platform/workbook.ts';

type ColumnKey = (typeof IMPORT_COLUMNS)[number]['key'];

const EXAMPLE_CODE_START = '91440300MA5G7K2P8';

const EXAMPLE: Record<ColumnKey, string | number> = {
  name: '深圳市示例科技有限公司',
  creditCode: `${EXAMPLE_CODE_START}${creditCodeCheck(EXAMPLE_CODE_START)}`,
  regionCode: '440305',
  industry: 'I',
  address: '广东省深圳市南山区科技园南区示例大厦 8 楼',
  registeredCapital: 1000,
  foundedOn: '2016-05-18',
  status: '存续',
  labels: '国家高新技术企业、专精特新中小企业',
  changedOn: '',
};

/** Codes kept as text: Excel would turn 440305 into a number and an all-digit credit code into a rounded one. */
const TEXT_COLUMNS = new Set<ColumnKey>(['creditCode', 'regionCode', 'foundedOn', 'changedOn']);

/** The import template: the columns (required ones in bold) and one valid example row. */
export async function importTemplate(): Promise<Buffer> {
  const workbook = await newWorkbook();
  const sheet = workbook.addWorksheet('企业');
  sheet.columns = IMPORT_COLUMNS.map((column) => ({
    header: column.header, key: column.key, width: Math.max(14, column.header.length * 2 + 4),
    ...(TEXT_COLUMNS.has(column.key) && { style: { numFmt: '@' } }),
  }));
  IMPORT_COLUMNS.forEach((column, index) => {
    sheet.getRow(1).getCell(index + 1).font = { bold: column.required };
  });
  sheet.addRow(EXAMPLE);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
