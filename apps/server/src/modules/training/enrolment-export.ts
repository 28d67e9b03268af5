import { maskerOf } from '@console/contract';
import { enrolmentRecord, type EnrolmentRecord, type EnrolmentStatus, type TrainingResult } from '@console/contract/training';
import { newWorkbook } from '../../platform/workbook.ts';

const STATUS_NAMES: Record<EnrolmentStatus, string> = { enrolled: '已报名', attending: '培训中', completed: '已结业', withdrawn: '已退出' };
const RESULT_NAMES: Record<TrainingResult, string> = { passed: '合格', failed: '不合格' };

/** Times as the people reading the sheet keep them: China Standard Time. */
const CHINA_TIME = new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', dateStyle: 'short', timeStyle: 'short', hour12: false });

/** The sheet shows no more than the list: the record's personal fields masked as every answer has them. */
const masked = maskerOf(enrolmentRecord)! as (row: EnrolmentRecord) => EnrolmentRecord;

const COLUMNS: { header: string; width: number; value: (row: EnrolmentRecord) => string }[] = [
  { header: '姓名', width: 14, value: (row) => row.name },
  { header: '手机号', width: 14, value: (row) => row.phone },
  // The record's number is masked already.
  { header: '身份证号', width: 22, value: (row) => row.idNumber },
  { header: '状态', width: 10, value: (row) => STATUS_NAMES[row.status] },
  { header: '结业结果', width: 10, value: (row) => (row.result ? RESULT_NAMES[row.result] : '') },
  { header: '报名时间', width: 20, value: (row) => CHINA_TIME.format(new Date(row.createdAt)) },
];

/** A programme's enrolments as an Excel workbook: one sheet named after the programme, headers frozen. */
export async function enrolmentsWorkbook(title: string, rows: EnrolmentRecord[]): Promise<Buffer> {
  const workbook = await newWorkbook();
  // A sheet's name is at most 31 characters and takes none of \ / ? * [ ] :
  const sheet = workbook.addWorksheet(title.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || '报名名单', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map(({ header, width }) => ({ header, width }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows.map(masked)) sheet.addRow(COLUMNS.map((column) => column.value(row)));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
