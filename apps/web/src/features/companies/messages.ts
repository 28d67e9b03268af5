import { bilingual, type MessagesOf } from '../../lib/i18n.ts';

export const messages = bilingual(
  {
    companies: {
      record: '企业', libraryTab: '企业库', watchTab: '客户监测区域', separator: '、',
      name: '企业名称', creditCode: '统一社会信用代码', region: '所在地区', industry: '行业门类', labels: '资质标签',
      registeredCapital: '注册资本（万元）', foundedOn: '成立日期', status: '经营状态', address: '地址', updatedAt: '更新时间',
      creditCodeHint: '18 位，由数字和大写字母组成（不含 I、O、S、V、Z），末位为校验码',
      creditCodeLength: '已输入 {{count}} / 18 位', creditCodeValid: '校验通过', creditCodeInvalid: '校验码不符，请核对',
      regionHint: '选到区县一级',
      import: {
        action: '导入', title: '导入企业', stepFile: '选择文件', stepPreview: '预览', stepRun: '导入',
        drop: '点击或拖拽文件到此区域上传', dropHint: '支持 Excel（.xlsx）和 CSV 文件，第一行为表头', wrongType: '“{{name}}”不是 .xlsx 或 .csv 文件',
        uploading: '上传进度', uploadProgress: '已上传 {{percent}}%', template: '下载导入模板', templateFile: '企业导入模板.xlsx',
        columnsHint: '必填列：{{columns}}；资质标签用“、”分隔，行政区划填 6 位代码',
        file: '文件：{{name}}', counts: { total: '总行数', valid: '正确', invalid: '有错误', existing: '已在企业库' },
        sample: '前 {{count}} 行预览', errorRow: '行号', errorColumn: '列', errorMessage: '错误',
        errorsAll: '共 {{shown}} 条错误，{{rows}} 行有错误', errorsCapped: '仅显示前 {{shown}} 条错误，共 {{rows}} 行有错误',
        mode: '导入方式', insert: '只新增', insertHint: '已在企业库中的企业（{{count}} 家）视为错误，不导入',
        upsert: '更新已有企业', upsertHint: '已在企业库中的企业（{{count}} 家）按文件更新',
        validOnly: '只导入正确的行', validOnlyHint: '（导入 {{count}} 行，跳过 {{skipped}} 行）',
        blockedInvalid: '文件中有 {{count}} 行错误。', blockedExisting: '有 {{count}} 家企业已在企业库中，只新增时不能导入。',
        blockedHint: '请修正后重新上传，或勾选“只导入正确的行”。', nothingToImport: '没有可导入的行：请修正文件后重新上传',
        commit: '开始导入（{{count}} 行）', again: '重新选择文件', another: '继续导入', close: '关闭', background: '后台运行',
        progress: '导入进度', processed: '已写入 {{processed}} / {{target}} 行',
        done: '导入完成', doneCounts: '新增 {{inserted}} 家企业，更新 {{updated}} 家企业', failed: '导入失败',
        failure: '{{failure}}（本次导入的数据均未保存）',
      },
      watch: {
        record: '监测区域', username: '账号', name: '姓名', company: '公司', region: '监测区域', labels: '关注的资质标签',
        noRegion: '未设置', edit: '设置', searchName: '账号/姓名/公司',
        recordOf: '“{{name}}”（{{username}}）的监测区域', regionHint: '客户主账号及其子账号只能查看该区域内的企业；清空则取消监测区域',
      },
    },
  },
  {
    companies: {
      record: 'company', libraryTab: 'Company library', watchTab: 'Customer regions', separator: ', ',
      name: 'Name', creditCode: 'Unified social credit code', region: 'Region', industry: 'Industry', labels: 'Qualifications',
      registeredCapital: 'Registered capital (10k CNY)', foundedOn: 'Founded', status: 'Status', address: 'Address', updatedAt: 'Updated',
      creditCodeHint: '18 characters: digits and capitals (no I, O, S, V, Z); the last one is a check character',
      creditCodeLength: '{{count}} of 18 characters', creditCodeValid: 'Check character matches', creditCodeInvalid: 'The check character does not match',
      regionHint: 'Choose down to the county',
      import: {
        action: 'Import', title: 'Import companies', stepFile: 'Choose a file', stepPreview: 'Preview', stepRun: 'Import',
        drop: 'Click or drag a file here to upload it', dropHint: 'Excel (.xlsx) or CSV; the first row holds the headers', wrongType: '“{{name}}” is not an .xlsx or .csv file',
        uploading: 'Upload progress', uploadProgress: '{{percent}}% uploaded', template: 'Download the template', templateFile: 'company-import-template.xlsx',
        columnsHint: 'Required columns: {{columns}}; separate qualifications with “;”; a region is its 6-digit code',
        file: 'File: {{name}}', counts: { total: 'Rows', valid: 'Valid', invalid: 'With errors', existing: 'Already in the library' },
        sample: 'The first {{count}} rows', errorRow: 'Line', errorColumn: 'Column', errorMessage: 'Error',
        errorsAll: '{{shown}} errors in {{rows}} rows', errorsCapped: 'Showing the first {{shown}} errors; {{rows}} rows have errors',
        mode: 'Mode', insert: 'Add new only', insertHint: 'companies already in the library ({{count}}) are errors and are left out',
        upsert: 'Update existing companies', upsertHint: 'companies already in the library ({{count}}) are updated from the file',
        validOnly: 'Import only the valid rows', validOnlyHint: ' ({{count}} rows imported, {{skipped}} skipped)',
        blockedInvalid: '{{count}} rows of the file have errors.', blockedExisting: '{{count}} companies are in the library already and cannot be added.',
        blockedHint: 'Fix the file and upload it again, or tick “Import only the valid rows”.', nothingToImport: 'Nothing to import: fix the file and upload it again',
        commit: 'Import ({{count}} rows)', again: 'Choose another file', another: 'Import another file', close: 'Close', background: 'Run in background',
        progress: 'Import progress', processed: '{{processed}} of {{target}} rows written',
        done: 'Import finished', doneCounts: '{{inserted}} companies added, {{updated}} updated', failed: 'Import failed',
        failure: '{{failure}} (nothing of this import was saved)',
      },
      watch: {
        record: 'watched region', username: 'Account', name: 'Name', company: 'Company', region: 'Watched region', labels: 'Watched qualifications',
        noRegion: 'Not set', edit: 'Set', searchName: 'Account, name or company',
        recordOf: 'the watched region of “{{name}}” ({{username}})', regionHint: 'The main account and its sub-accounts see the companies of this region only; clear it to unset the region',
      },
    },
  },
);

declare module '../../lib/i18n.ts' {
  interface AppMessages extends MessagesOf<typeof messages> {}
}
