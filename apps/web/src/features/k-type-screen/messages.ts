import { bilingual, type MessagesOf } from '../../lib/i18n.ts';

export const messages = bilingual(
  {
    kTypeScreen: {
      title: '{{region}}企业迁移监测大屏', subtitle: 'COMPANY MIGRATION MONITORING SCREEN',
      dataAt: '数据时间', refreshEvery: '每 {{seconds}} 秒刷新', stale: '刷新失败，显示的是上次的数据', clock: '当前时间',
      back: '返回控制台', fullscreen: '全屏显示', exitFullscreen: '退出全屏', loading: '正在加载大屏数据',
      figures: '核心指标', companies: '企业总数', movedIn: '迁入企业', movedOut: '迁出企业', labelled: '资质企业', unit: '家',
      netIn: '近 12 个月净迁入 {{count}}', thisMonth: '本月 {{count}}', share: '占比 {{percent}}%',
      months: '近 12 个月迁入迁出', in: '迁入', out: '迁出', net: '净迁入',
      monthsSummary: '近 {{months}} 个月每月迁入与迁出的企业数：共迁入 {{in}} 家，迁出 {{out}} 家',
      labels: '资质标签分布', labelsSummary: '持有各资质标签的企业数：{{list}}',
      industries: '主要行业', industriesSummary: '企业数最多的行业：{{list}}', noIndustries: '暂无行业数据',
      entry: '{{name}} {{count}} 家', separator: '、',
      latest: '最新企业动态', noChanges: '暂无企业变更', latestList: '最新的企业变更，自动滚动；鼠标移入时暂停',
      change: '{{company}}：{{field}}由“{{before}}”变为“{{after}}”',
      fields: { name: '企业名称', registeredCapital: '注册资本', address: '地址', status: '经营状态', labels: '资质标签', region: '所在地区' },
      capital: '{{amount}} 万元', none: '无',
      forbidden: '数据大屏仅对客户账号开放', forbiddenHint: '请使用已开通区域监测的客户账号登录后查看。',
      noRegion: '尚未设置监测区域', noRegionHint: '本账号尚未设置监测区域，请联系平台管理员。',
      failed: '大屏数据加载失败', retry: '重试',
    },
  },
  {
    kTypeScreen: {
      title: '{{region}} company migration monitor', subtitle: '企业迁移监测大屏',
      dataAt: 'Data as of', refreshEvery: 'Refreshed every {{seconds}} s', stale: 'Refresh failed: showing the last data', clock: 'Current time',
      back: 'Back to the console', fullscreen: 'Full screen', exitFullscreen: 'Exit full screen', loading: 'Loading the screen data',
      figures: 'Key figures', companies: 'Companies', movedIn: 'Moved in', movedOut: 'Moved out', labelled: 'Labelled', unit: '',
      netIn: '12-month net: {{count}}', thisMonth: 'This month: {{count}}', share: '{{percent}}% of all',
      months: 'Moves in and out, last 12 months', in: 'In', out: 'Out', net: 'Net in',
      monthsSummary: 'Companies moving in and out per month over the last {{months}} months: {{in}} in, {{out}} out',
      labels: 'Qualification labels', labelsSummary: 'Companies holding each qualification label: {{list}}',
      industries: 'Top industries', industriesSummary: 'Industries with the most companies: {{list}}', noIndustries: 'No industry data yet',
      entry: '{{name}} {{count}}', separator: ', ',
      latest: 'Latest company changes', noChanges: 'No company changes yet', latestList: 'Latest company changes, scrolling by themselves; pointing at them pauses',
      change: '{{company}}: {{field}} changed from “{{before}}” to “{{after}}”',
      fields: { name: 'Name', registeredCapital: 'Registered capital', address: 'Address', status: 'Status', labels: 'Labels', region: 'Region' },
      capital: '{{amount}} × 10k CNY', none: 'none',
      forbidden: 'The data screen is for customer accounts', forbiddenHint: 'Sign in with a customer account that watches a region to see it.',
      noRegion: 'No region watched yet', noRegionHint: 'This account has no region to watch yet: ask a platform administrator to set it.',
      failed: 'The screen data could not be loaded', retry: 'Retry',
    },
  },
);

declare module '../../lib/i18n.ts' {
  interface AppMessages extends MessagesOf<typeof messages> {}
}
