import { bilingual, type MessagesOf } from '../../lib/i18n.ts';

export const messages = bilingual(
  {
    companyWatch: {
      libraryIn: '迁入库', libraryOut: '迁出库', watchedRegion: '监测区域：{{region}}',
      name: '企业名称', creditCode: '统一社会信用代码', region: '所在地区', move: '迁出地 → 迁入地', migratedOn: '迁移日期',
      industry: '行业', labels: '资质标签', capital: '注册资本', status: '经营状态', followState: '关注', followed: '已关注', notFollowed: '未关注',
      startDate: '开始日期', endDate: '结束日期',
      follow: '关注', unfollow: '取消关注', followSelected: '关注选中企业', followDone: '已关注', unfollowDone: '已取消关注',
      unfollowConfirm: '确定取消关注“{{name}}”吗？取消后不再收到它的动态。',
      exportExcel: '导出 Excel', exported: '已导出', exportFailed: '导出失败：{{reason}}',
      noRegionTitle: '尚未设置监测区域',
      noRegionHint: '迁入库和迁出库列出迁入、迁出本账号监测区域的企业。监测区域由平台管理员为账号设置，请联系平台管理员开通。',
      noMoves: '没有符合条件的企业',
      latestChange: '最新动态', changeOf: '{{field}}：{{change}}', unreadChanges: '未读动态', followedAt: '关注时间', viewChanges: '查看动态',
      noFollows: '还没有关注的企业：可在迁入库、迁出库中关注企业',
      company: '企业', field: '变更项', change: '变更内容', changedAt: '变更时间', readState: '状态', unread: '未读', read: '已读',
      markRead: '标为已读', markUnread: '标为未读', readAll: '全部已读', markedRead: '已标为已读', markedUnread: '已标为未读', allRead: '已全部标为已读',
      onlyCompany: '只看：{{name}}', noChanges: '暂无动态',
    },
  },
  {
    companyWatch: {
      libraryIn: 'Migrated-in library', libraryOut: 'Migrated-out library', watchedRegion: 'Watched region: {{region}}',
      name: 'Company name', creditCode: 'Unified social credit code', region: 'Region', move: 'From → to', migratedOn: 'Moved on',
      industry: 'Industry', labels: 'Qualification labels', capital: 'Registered capital', status: 'Status', followState: 'Follow', followed: 'Following', notFollowed: 'Not followed',
      startDate: 'From', endDate: 'To',
      follow: 'Follow', unfollow: 'Unfollow', followSelected: 'Follow selected', followDone: 'Followed', unfollowDone: 'Unfollowed',
      unfollowConfirm: 'Unfollow “{{name}}”? Its changes will no longer reach you.',
      exportExcel: 'Export Excel', exported: 'Exported', exportFailed: 'Export failed: {{reason}}',
      noRegionTitle: 'No watched region yet',
      noRegionHint: 'The libraries list the companies moving into and out of the region your account watches. A platform administrator sets that region: please ask one to set it.',
      noMoves: 'No company matches',
      latestChange: 'Latest change', changeOf: '{{field}}: {{change}}', unreadChanges: 'Unread changes', followedAt: 'Followed on', viewChanges: 'View changes',
      noFollows: 'You follow no company yet: follow companies from the migrated-in and migrated-out libraries',
      company: 'Company', field: 'Field', change: 'Change', changedAt: 'Changed', readState: 'State', unread: 'Unread', read: 'Read',
      markRead: 'Mark read', markUnread: 'Mark unread', readAll: 'Mark all read', markedRead: 'Marked read', markedUnread: 'Marked unread', allRead: 'All marked read',
      onlyCompany: 'Only: {{name}}', noChanges: 'No changes yet',
    },
  },
);

declare module '../../lib/i18n.ts' {
  interface AppMessages extends MessagesOf<typeof messages> {}
}
