import { maskerOf } from '@console/contract';
import { enrolmentRecord, type EnrolmentRecord, type EnrolmentStatus, type TrainingResult } from '@console/contract/training';
import type { Language } from '../../http/language.ts';
import { newWorkbook } from '../../platform/workbook.ts';

type Words = Record<Language, string>;

const STATUS_NAMES: Record<EnrolmentStatus, Words> = {
  enrolled: { zh: '已报名', en: 'Enrolled' }, attending: { zh: '培训中', en: 'Attending' }, completed: { zh: '已结业', en: 'Completed' }, withdrawn: { zh: '已退出', en: 'Withdrawn' },
};
const RESULT_NAMES: Record<TrainingResult, Words> = { passed: { zh: '合格', en: 'Passed' }, failed: { zh: '不合格', en: 'Failed' } };
/** What the file and, for a programme without a title fit for a sheet, the sheet are called. */
const ENROLMENTS: Words = { zh: '报名名单', en: 'Enrolments' };

/** Times as the people reading the sheet keep them: China Standard Time. */
const CHINA_TIME = new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', dateStyle: 'short', timeStyle: 'short', hour12: false });

/** The sheet shows no more than the list: the record's personal fields masked as every answer has them. */
const masked = maskerOf(enrolmentRecord)! as (row: EnrolmentRecord) => EnrolmentRecord;

/** The product's words are in the reader's language; the people's and the programme's own as they are. */
const COLUMNS: { header: Words; width: number; value: (row: EnrolmentRecord, language: Language) => string }[] = [
  { header: { zh: '姓名', en: 'Name' }, width: 14, value: (row) => row.name },
  { header: { zh: '手机号', en: 'Mobile' }, width: 14, value: (row) => row.phone },
  // The record's number is masked already.
  { header: { zh: '身份证号', en: 'ID number' }, width: 22, value: (row) => row.idNumber },
  { header: { zh: '状态', en: 'Status' }, width: 10, value: (row, language) => STATUS_NAMES[row.status][language] },
  { header: { zh: '结业结果', en: 'Result' }, width: 10, value: (row, language) => (row.result ? RESULT_NAMES[row.result][language] : '') },
  { header: { zh: '报名时间', en: 'Enrolled at' }, width: 20, value: (row) => CHINA_TIME.format(new Date(row.createdAt)) },
];

/** The file name of a programme's enrolments exported on a day. */
export const enrolmentsExportName = (title: string, language: Language, day: string) => `${title}-${ENROLMENTS[language]}-${day}.xlsx`;

/** A programme's enrolments as an Excel workbook: one sheet named after the programme, headers frozen, in the reader's language. */
export async function enrolmentsWorkbook(title: string, rows: EnrolmentRecord[], language: Language): Promise<Buffer> {
  const workbook = await newWorkbook();
  // A sheet's name is at most 31 characters and takes none of \ / ? * [ ] :
  const sheet = workbook.addWorksheet(title.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || ENROLMENTS[language], { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map(({ header, width }) => ({ header: header[language], width }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows.map(masked)) sheet.addRow(COLUMNS.map((column) => column.value(row, language)));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
