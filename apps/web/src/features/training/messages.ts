import { bilingual, type MessagesOf } from '../../lib/i18n.ts';

export const messages = bilingual(
  {
    training: {
      programme: '培训项目', title: '项目名称', company: '培训企业', occupation: '培训职业', mode: '培训方式', startsOn: '开始日期', endsOn: '结束日期',
      period: '培训时间', places: '名额', enrolled: '已报名', status: '项目状态', description: '项目介绍', attachments: '附件', updatedAt: '更新时间',
      from: '培训期间起', to: '培训期间止', modes: { onsite: '线下', online: '线上' },
      statuses: { planned: '筹备中', enrolling: '报名中', running: '培训中', finished: '已结束' },
      enrolments: '报名名单', enrolmentsOf: '“{{title}}”的报名名单',
      enrolment: '报名', name: '姓名', phone: '手机号', idNumber: '身份证号', idNumberChange: '新身份证号', idNumberHint: '18 位，末位为校验码；保存后只显示前 6 位和后 4 位',
      idNumberChangeHint: '留空则不修改', enrolmentStatus: '报名状态', result: '结业结果', enrolledAt: '报名时间',
      enrolmentStatuses: { enrolled: '已报名', attending: '培训中', completed: '已结业', withdrawn: '已退出' },
      results: { passed: '合格', failed: '不合格' },
      exportExcel: '导出 Excel', exported: '已导出', exportFailed: '导出失败：{{reason}}', sheetName: '报名名单',
      figures: {
        programmes: '培训项目', programmesHint: '其中 {{open}} 个未结束', places: '名额', placesHint: '未结束项目 {{open}} 个名额',
        enrolments: '报名人数', enrolmentsHint: '不含已退出', completionRate: '结业率', completionHint: '结业 {{completed}} 人，合格 {{passed}} 人', none: '—',
        byStatus: '各状态项目数', byMonth: '近 12 个月报名人数', byOccupation: '各职业报名人数', programmeCount: '项目数', enrolmentCount: '报名人数',
        byStatusSummary: '各状态的培训项目数：{{list}}', byMonthSummary: '近 12 个月每月报名人数', byOccupationSummary: '各职业的报名人数：{{list}}',
        loadFailed: '统计数据加载失败',
      },
      companies: {
        record: '培训企业', name: '企业名称', creditCode: '统一社会信用代码', region: '所在地区', occupations: '培训职业', programmes: '项目数',
        unfinished: '未结束项目', enrolments: '报名人数', markedAt: '标记时间', search: '查询', reset: '重置',
        mark: '标记培训企业', markTitle: '从企业库标记培训企业', markChoose: '企业', markPlaceholder: '输入企业名称搜索企业库', markDone: '已标记 {{count}} 家培训企业',
        unmark: '取消标记', unmarkConfirm: '取消“{{name}}”的培训企业标记？', unmarkHint: '它的已结束项目仍保留；有未结束项目时不能取消。', unmarkDone: '已取消标记',
        programmesOf: '{{name}}的培训项目', noProgrammes: '暂无培训项目', empty: '还没有培训企业', emptyHint: '从企业库中标记提供培训的企业',
        total: '共 {{total}} 家',
      },
    },
  },
  {
    training: {
      programme: 'training programme', title: 'Title', company: 'Training company', occupation: 'Occupation', mode: 'Mode', startsOn: 'Starts', endsOn: 'Ends',
      period: 'Dates', places: 'Places', enrolled: 'Enrolled', status: 'Status', description: 'Description', attachments: 'Attachments', updatedAt: 'Updated',
      from: 'Running from', to: 'Running until', modes: { onsite: 'On site', online: 'Online' },
      statuses: { planned: 'Planned', enrolling: 'Enrolling', running: 'Running', finished: 'Finished' },
      enrolments: 'Enrolments', enrolmentsOf: 'Enrolments of “{{title}}”',
      enrolment: 'enrolment', name: 'Name', phone: 'Mobile', idNumber: 'ID number', idNumberChange: 'New ID number',
      idNumberHint: '18 characters, the last one a check character; once saved only the first 6 and last 4 are shown',
      idNumberChangeHint: 'Leave empty to keep it', enrolmentStatus: 'Status', result: 'Result', enrolledAt: 'Enrolled',
      enrolmentStatuses: { enrolled: 'Enrolled', attending: 'Attending', completed: 'Completed', withdrawn: 'Withdrawn' },
      results: { passed: 'Passed', failed: 'Failed' },
      exportExcel: 'Export Excel', exported: 'Exported', exportFailed: 'Export failed: {{reason}}', sheetName: 'enrolments',
      figures: {
        programmes: 'Programmes', programmesHint: '{{open}} not finished', places: 'Places', placesHint: '{{open}} in programmes not finished',
        enrolments: 'Enrolments', enrolmentsHint: 'withdrawals not counted', completionRate: 'Completion rate', completionHint: '{{completed}} completed, {{passed}} passed', none: '—',
        byStatus: 'Programmes by status', byMonth: 'Enrolments in the last 12 months', byOccupation: 'Enrolments by occupation', programmeCount: 'Programmes', enrolmentCount: 'Enrolments',
        byStatusSummary: 'Programmes by status: {{list}}', byMonthSummary: 'Enrolments of each of the last 12 months', byOccupationSummary: 'Enrolments by occupation: {{list}}',
        loadFailed: 'The figures could not be loaded',
      },
      companies: {
        record: 'training company', name: 'Name', creditCode: 'Credit code', region: 'Region', occupations: 'Occupations', programmes: 'Programmes',
        unfinished: 'Not finished', enrolments: 'Enrolments', markedAt: 'Marked', search: 'Search', reset: 'Reset',
        mark: 'Mark training companies', markTitle: 'Mark companies of the library as training companies', markChoose: 'Companies',
        markPlaceholder: 'Type a name to search the library', markDone: '{{count}} training companies marked',
        unmark: 'Unmark', unmarkConfirm: 'Unmark “{{name}}” as a training company?', unmarkHint: 'Its finished programmes stay; a company with unfinished programmes keeps its mark.',
        unmarkDone: 'Unmarked', programmesOf: 'Programmes of {{name}}', noProgrammes: 'No programmes yet', empty: 'No training companies yet',
        emptyHint: 'Mark the companies of the library that give training', total: '{{total}} in all',
      },
    },
  },
);

declare module '../../lib/i18n.ts' {
  interface AppMessages extends MessagesOf<typeof messages> {}
}
