import { bilingual, type MessagesOf } from '../../lib/i18n.ts';

export const messages = bilingual(
  {
    versions: {
      record: '版本', releasesTab: '版本动态', manageTab: '版本管理',
      version: '版本号', title: '标题', notes: '更新内容', status: '状态', publishedAt: '发布时间', updatedAt: '更新时间',
      published: '已发布', draft: '草稿', publishNow: '立即发布', publishNowHint: '关闭则保存为草稿，稍后在列表中发布',
      versionHint: '如 2.4.0 或 v2.4.0-beta.1',
      create: '发布版本', saved: '版本已保存',
      publish: '发布', unpublish: '取消发布',
      publishConfirm: '确定发布该版本吗？发布后所有用户都能看到，并显示未读提醒。',
      unpublishConfirm: '确定取消发布吗？该版本将不再向用户显示。',
      publishedDone: '版本已发布', unpublishedDone: '已取消发布',
      unread: '未读', unreadCount: '{{count}} 个版本未读', allRead: '已全部阅读',
      empty: '暂无版本更新', noNotes: '本次更新没有说明',
      editor: { loading: '正在加载编辑器…' },
    },
  },
  {
    versions: {
      record: 'version', releasesTab: 'Release notes', manageTab: 'Manage versions',
      version: 'Version', title: 'Title', notes: 'Release notes', status: 'Status', publishedAt: 'Published', updatedAt: 'Updated',
      published: 'Published', draft: 'Draft', publishNow: 'Publish now', publishNowHint: 'Off saves a draft to publish later from the list',
      versionHint: 'Such as 2.4.0 or v2.4.0-beta.1',
      create: 'New version', saved: 'Version saved',
      publish: 'Publish', unpublish: 'Unpublish',
      publishConfirm: 'Publish this version? Everyone will see it, marked unread.',
      unpublishConfirm: 'Unpublish this version? People will no longer see it.',
      publishedDone: 'Version published', unpublishedDone: 'Version unpublished',
      unread: 'Unread', unreadCount: '{{count}} unread', allRead: 'All read',
      empty: 'No version updates yet', noNotes: 'No notes for this update',
      editor: { loading: 'Loading the editor…' },
    },
  },
);

declare module '../../lib/i18n.ts' {
  interface AppMessages extends MessagesOf<typeof messages> {}
}
