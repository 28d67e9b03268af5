import { useState } from 'react';
import { CloseOutlined, SendOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation } from '@tanstack/react-query';
import { App, Button, Empty, Flex, Pagination, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { discussionRoutes, QUOTE_EXCERPT_MAX, type ReplyQuote, type ReplyRecord, type TopicRecord } from '@console/contract/discussion';
import { LoadFailed } from '../../components/load-failed.tsx';
import richText from '../../components/rich-text.module.css';
import { formatDateTime } from '../../crud/cells.tsx';
import { RowAction } from '../../crud/row-action.tsx';
import { useCall, useInvalidate } from '../../lib/query.ts';
import { call } from '../../lib/request.ts';
import { BodyEditor } from './body-editor.tsx';
import { useDiscussionAccess } from './discussion-access.ts';
import styles from './discussion.module.css';
import { shownAccountName } from '../../components/account-name.ts';

export const REPLIES_PAGE_SIZE = 20;

/** Where one block of rich text ends: its text is kept apart from the next block's. */
const BLOCK_ENDS = /<\/(p|h[1-6]|li|blockquote|pre)>|<br\s*\/?>/gi;

/** A reply's text without markup, shortened as the server shortens the quote it keeps. */
function excerptOf(html: string): string {
  const text = (new DOMParser().parseFromString(html.replace(BLOCK_ENDS, '$& '), 'text/html').body.textContent ?? '').replace(/\s+/g, ' ').trim();
  return text.length > QUOTE_EXCERPT_MAX ? `${text.slice(0, QUOTE_EXCERPT_MAX)}…` : text;
}

/** Sanitised HTML from the server (a topic's or a reply's body), shown as written. */
export function RichText({ html }: { html: string }) {
  return <div className={richText.content} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** What a reply quotes, or the reply being quoted in the reply form (then cancellable). */
function QuoteBlock({ quote, onCancel }: { quote: ReplyQuote; onCancel?: () => void }) {
  const { t } = useTranslation();
  return (
    <blockquote className={styles.quote}>
      <Flex justify="space-between" align="center" gap="small">
        <Typography.Text type="secondary">{t('discussion.quoteOf', { name: shownAccountName(quote.authorName) })}</Typography.Text>
        {onCancel && <Button type="text" size="small" icon={<CloseOutlined />} aria-label={t('discussion.cancelQuote')} title={t('discussion.cancelQuote')} onClick={onCancel} />}
      </Flex>
      <span>{quote.excerpt}</span>
      {quote.replyId === null && <Typography.Text type="secondary" italic>{t('discussion.quoteDeleted')}</Typography.Text>}
    </blockquote>
  );
}

/** A reply's body changed in place by its author or a moderator. */
function ReplyEditForm({ reply, onDone }: { reply: ReplyRecord; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const [body, setBody] = useState(reply.body);
  const save = useMutation({
    mutationFn: () => call(discussionRoutes.editReply, { body: { id: reply.id, body } }),
    onSuccess: async () => {
      void message.success(t('discussion.replyEdited'));
      onDone();
      await invalidate(discussionRoutes.replies);
    },
  });
  return (
    <Flex vertical gap="small">
      <BodyEditor label={t('discussion.editReplyBody')} value={reply.body} onChange={setBody} autoFocus />
      <Flex justify="end" wrap gap="small">
        <Button onClick={onDone}>{t('crud.cancel')}</Button>
        <Button type="primary" disabled={body === ''} loading={save.isPending} onClick={() => save.mutate()}>{t('discussion.save')}</Button>
      </Flex>
    </Flex>
  );
}

interface ReplyItemProps {
  reply: ReplyRecord;
  /** Whether the topic takes replies, and so quotes. */
  open: boolean;
  onQuote: (reply: ReplyRecord) => void;
  onDeleted: (reply: ReplyRecord) => void;
}

function ReplyItem({ reply, open, onQuote, onDeleted }: ReplyItemProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const { mayReply, mayChange } = useDiscussionAccess();
  const [editing, setEditing] = useState(false);
  const remove = async () => {
    await call(discussionRoutes.deleteReply, { body: { id: reply.id } });
    void message.success(t('discussion.replyDeleted'));
    onDeleted(reply);
    await invalidate(discussionRoutes.replies, discussionRoutes.info, discussionRoutes.list);
  };
  return (
    <article className={styles.reply} aria-label={shownAccountName(reply.authorName)}>
      <Flex justify="space-between" align="center" wrap gap="4px 8px">
        <Flex align="center" wrap gap="4px 8px" style={{ minWidth: 0 }}>
          <Typography.Text strong>{shownAccountName(reply.authorName)}</Typography.Text>
          <Typography.Text type="secondary">{formatDateTime(reply.createdAt)}</Typography.Text>
          {reply.editedAt && <Tag title={t('discussion.editedAt', { time: formatDateTime(reply.editedAt) })} style={{ marginInlineEnd: 0 }}>{t('discussion.edited')}</Tag>}
        </Flex>
        {!editing && (
          <Flex wrap>
            {mayReply && open && <RowAction label={t('discussion.quote')} onClick={() => onQuote(reply)} />}
            {mayChange('edit', reply.authorId) && <RowAction label={t('crud.edit')} onClick={() => setEditing(true)} />}
            {mayChange('delete', reply.authorId) && <RowAction label={t('crud.delete')} danger confirm={t('discussion.deleteReplyConfirm')} onClick={remove} />}
          </Flex>
        )}
      </Flex>
      {reply.quote && <QuoteBlock quote={reply.quote} />}
      {editing ? <ReplyEditForm reply={reply} onDone={() => setEditing(false)} /> : <RichText html={reply.body} />}
    </article>
  );
}

interface RepliesProps {
  topic: TopicRecord;
  pageNumber: number;
  onPage: (pageNumber: number) => void;
  onQuote: (reply: ReplyRecord) => void;
  onDeleted: (reply: ReplyRecord) => void;
}

/** A topic's replies, oldest first, a page at a time. */
export function Replies({ topic, pageNumber, onPage, onQuote, onDeleted }: RepliesProps) {
  const { t } = useTranslation();
  const replies = useCall(
    discussionRoutes.replies,
    { query: { topicId: topic.id, pageNumber, pageSize: REPLIES_PAGE_SIZE } },
    { placeholderData: keepPreviousData },
  );
  if (replies.isError && !replies.data) return <LoadFailed onRetry={() => void replies.refetch()} />;
  if (!replies.data) return <Skeleton active paragraph={{ rows: 4 }} />;
  const { records, total } = replies.data;
  if (total === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('discussion.noReplies')} />;
  const deleted = (reply: ReplyRecord) => {
    // A page the deletion emptied gives way to the one before.
    if (records.length === 1 && pageNumber > 1) onPage(pageNumber - 1);
    onDeleted(reply);
  };
  return (
    <Flex vertical gap="middle">
      <ol className={styles.replies} aria-label={t('discussion.replyList')} aria-busy={replies.isFetching}>
        {records.map((reply) => (
          <li key={reply.id}>
            <ReplyItem reply={reply} open={topic.status === 'open'} onQuote={onQuote} onDeleted={deleted} />
          </li>
        ))}
      </ol>
      {total > REPLIES_PAGE_SIZE && (
        <Pagination align="end" size="small" current={pageNumber} pageSize={REPLIES_PAGE_SIZE} total={total} showSizeChanger={false} onChange={onPage} />
      )}
    </Flex>
  );
}

interface ReplyFormProps {
  topic: TopicRecord;
  /** The reply quoted, when one is. */
  quoted: ReplyRecord | null;
  onUnquote: () => void;
  onPosted: () => void;
}

/** The reply form under an open topic: the rich-text editor, with the reply quoted above it. */
export function ReplyForm({ topic, quoted, onUnquote, onPosted }: ReplyFormProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const [body, setBody] = useState('');
  // Each reply posted starts a new editor: the editor keeps what it holds itself.
  const [draft, setDraft] = useState(0);
  const post = useMutation({
    mutationFn: () => call(discussionRoutes.reply, { body: { topicId: topic.id, body, ...(quoted && { quoteId: quoted.id }) } }),
    onSuccess: async () => {
      void message.success(t('discussion.replied'));
      setBody('');
      setDraft((count) => count + 1);
      onPosted();
      await invalidate(discussionRoutes.replies, discussionRoutes.info, discussionRoutes.list);
    },
    // A topic closed meanwhile (409, which the request client has shown) then shows as closed.
    onError: () => invalidate(discussionRoutes.info),
  });
  return (
    <Flex vertical gap="small">
      {quoted && <QuoteBlock quote={{ replyId: quoted.id, authorName: quoted.authorName, excerpt: excerptOf(quoted.body) }} onCancel={onUnquote} />}
      <BodyEditor key={draft} label={t('discussion.replyBody')} onChange={setBody} />
      <Flex justify="end">
        <Button type="primary" icon={<SendOutlined />} disabled={body === ''} loading={post.isPending} onClick={() => post.mutate()}>
          {t('discussion.replySubmit')}
        </Button>
      </Flex>
    </Flex>
  );
}
