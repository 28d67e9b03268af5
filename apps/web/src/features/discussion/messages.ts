import { bilingual, type MessagesOf } from '../../lib/i18n.ts';

export const messages = bilingual(
  {
    discussion: {
      record: '专题', create: '发起专题', created: '专题已发布', separator: '、',
      title: '标题', tags: '标签', authorName: '发起人', status: '状态', replyCount: '回复数', readCount: '阅读数',
      lastActivityAt: '最后活动', createdAt: '发布时间', createdFrom: '发布日期从', createdTo: '发布日期至',
      body: '正文', attachments: '附件', tagsHint: '可选已有标签，或输入新标签后按回车',
      statuses: { open: '讨论中', closed: '已关闭' }, pinned: '置顶',
      back: '返回列表', postedAt: '发布于 {{time}}', reads: '阅读 {{count}}', replies: '回复 {{count}}',
      close: '关闭专题', reopen: '重新开放', closeConfirm: '关闭后将不再接受回复，确定关闭该专题吗？',
      closedDone: '专题已关闭', reopenedDone: '专题已重新开放',
      pin: '置顶', unpin: '取消置顶', pinnedDone: '专题已置顶', unpinnedDone: '已取消置顶',
      deleteConfirm: '删除专题会一并删除它的全部回复，确定删除吗？',
      repliesTitle: '全部回复（{{count}}）', replyList: '回复列表', noReplies: '暂无回复',
      quote: '引用', quoteOf: '引用 {{name}} 的回复', quoteDeleted: '原回复已删除', cancelQuote: '取消引用',
      edited: '已编辑', editedAt: '编辑于 {{time}}',
      replyBody: '回复内容', replyTitle: '参与讨论', replySubmit: '发表回复', replied: '回复已发表',
      editReplyBody: '修改回复', save: '保存', replyEdited: '回复已修改',
      deleteReplyConfirm: '确定删除这条回复吗？', replyDeleted: '回复已删除',
      closedNotice: '该专题已关闭，不再接受回复',
      editorLoading: '正在加载编辑器…',
    },
  },
  {
    discussion: {
      record: 'topic', create: 'New topic', created: 'Topic posted', separator: ', ',
      title: 'Title', tags: 'Tags', authorName: 'Author', status: 'Status', replyCount: 'Replies', readCount: 'Reads',
      lastActivityAt: 'Last activity', createdAt: 'Posted', createdFrom: 'Posted from', createdTo: 'Posted until',
      body: 'Body', attachments: 'Attachments', tagsHint: 'Pick tags in use, or type a new one and press Enter',
      statuses: { open: 'Open', closed: 'Closed' }, pinned: 'Pinned',
      back: 'Back to the list', postedAt: 'posted {{time}}', reads: '{{count}} reads', replies: '{{count}} replies',
      close: 'Close topic', reopen: 'Reopen', closeConfirm: 'A closed topic takes no more replies. Close this topic?',
      closedDone: 'Topic closed', reopenedDone: 'Topic reopened',
      pin: 'Pin', unpin: 'Unpin', pinnedDone: 'Topic pinned', unpinnedDone: 'Topic unpinned',
      deleteConfirm: 'Deleting the topic deletes all its replies too. Delete it?',
      repliesTitle: 'Replies ({{count}})', replyList: 'Replies', noReplies: 'No replies yet',
      quote: 'Quote', quoteOf: 'Quoting {{name}}', quoteDeleted: 'The original reply was deleted', cancelQuote: 'Cancel the quote',
      edited: 'Edited', editedAt: 'Edited {{time}}',
      replyBody: 'Reply text', replyTitle: 'Join the discussion', replySubmit: 'Post reply', replied: 'Reply posted',
      editReplyBody: 'Edit the reply', save: 'Save', replyEdited: 'Reply changed',
      deleteReplyConfirm: 'Delete this reply?', replyDeleted: 'Reply deleted',
      closedNotice: 'This topic is closed and takes no more replies',
      editorLoading: 'Loading the editor…',
    },
  },
);

declare module '../../lib/i18n.ts' {
  interface AppMessages extends MessagesOf<typeof messages> {}
}
