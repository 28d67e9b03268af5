import { useRef, useState } from 'react';
import { ArrowLeftOutlined, DeleteOutlined, EditOutlined, LockOutlined, PushpinOutlined, UnlockOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Popconfirm, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { discussionRoutes, type ReplyRecord, type TopicRecord } from '@console/contract/discussion';
import { AttachmentList } from '../../components/attachments.tsx';
import { LoadFailed } from '../../components/load-failed.tsx';
import { formatDateTime } from '../../crud/cells.tsx';
import { RecordDialog } from '../../crud/record-dialog.tsx';
import { useCall, useInvalidate } from '../../lib/query.ts';
import { call } from '../../lib/request.ts';
import { useDiscussionAccess } from './discussion-access.ts';
import { PinnedTag, TopicStatusTag, TopicTags, topicsResource } from './discussion.resource.tsx';
import { REPLIES_PAGE_SIZE, Replies, ReplyForm, RichText } from './replies.tsx';

type Moderation = { closed: boolean } | { pinned: boolean };

const doneMessage = (change: Moderation) => {
  if ('closed' in change) return change.closed ? 'discussion.closedDone' : 'discussion.reopenedDone';
  return change.pinned ? 'discussion.pinnedDone' : 'discussion.unpinnedDone';
};

/** 关闭/重新开放 and 置顶/取消置顶 for moderators; 编辑 and 删除 for the author or a moderator. */
function TopicActions({ topic, onEdit, onDeleted }: { topic: TopicRecord; onEdit: () => void; onDeleted: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const { moderates, mayChange } = useDiscussionAccess();
  const moderate = useMutation({
    mutationFn: (change: Moderation) => ('closed' in change
      ? call(discussionRoutes.close, { body: { id: topic.id, closed: change.closed } })
      : call(discussionRoutes.pin, { body: { id: topic.id, pinned: change.pinned } })),
    onSuccess: async (_, change) => {
      void message.success(t(doneMessage(change)));
      await invalidate(discussionRoutes.info, discussionRoutes.list);
    },
  });
  const remove = async () => {
    await call(discussionRoutes.delete, { params: { ids: String(topic.id) } });
    void message.success(t('crud.deleted'));
    // Back to the list first: asked again, the topic shown would be a topic not found.
    onDeleted();
    await invalidate(discussionRoutes.list, discussionRoutes.tags);
  };
  const pending = moderate.isPending ? moderate.variables : undefined;
  const open = topic.status === 'open';
  const mayEdit = mayChange('edit', topic.authorId);
  const mayDelete = mayChange('delete', topic.authorId);
  if (!moderates && !mayEdit && !mayDelete) return null;
  // The request client has already shown why a call failed.
  const quietly = (done: Promise<unknown>) => done.catch(() => undefined);
  return (
    <Flex wrap gap="small">
      {moderates && (open ? (
        <Popconfirm title={t('discussion.closeConfirm')} okText={t('crud.ok')} cancelText={t('crud.cancel')} onConfirm={() => quietly(moderate.mutateAsync({ closed: true }))}>
          <Button icon={<LockOutlined />} loading={pending !== undefined && 'closed' in pending}>{t('discussion.close')}</Button>
        </Popconfirm>
      ) : (
        <Button icon={<UnlockOutlined />} loading={pending !== undefined && 'closed' in pending} onClick={() => moderate.mutate({ closed: false })}>
          {t('discussion.reopen')}
        </Button>
      ))}
      {moderates && (
        <Button icon={<PushpinOutlined />} loading={pending !== undefined && 'pinned' in pending} onClick={() => moderate.mutate({ pinned: !topic.pinned })}>
          {t(topic.pinned ? 'discussion.unpin' : 'discussion.pin')}
        </Button>
      )}
      {mayEdit && <Button icon={<EditOutlined />} onClick={onEdit}>{t('crud.edit')}</Button>}
      {mayDelete && (
        <Popconfirm title={t('discussion.deleteConfirm')} okText={t('crud.ok')} cancelText={t('crud.cancel')} okButtonProps={{ danger: true }} onConfirm={() => quietly(remove())}>
          <Button danger icon={<DeleteOutlined />}>{t('crud.delete')}</Button>
        </Popconfirm>
      )}
    </Flex>
  );
}

/** The topic itself: its title, who posted it when, its tags and state, its actions, body and attachments. */
function TopicContent({ topic, onDeleted }: { topic: TopicRecord; onDeleted: () => void }) {
  const { t } = useTranslation();
  const invalidate = useInvalidate();
  const [editing, setEditing] = useState(false);
  return (
    <Flex vertical gap="middle">
      <Flex vertical gap="small">
        <Typography.Title level={4} style={{ margin: 0, overflowWrap: 'anywhere' }}>{topic.title}</Typography.Title>
        <Flex wrap align="center" gap="4px 12px">
          {topic.pinned && <PinnedTag />}
          <TopicStatusTag status={topic.status} />
          <Typography.Text strong>{topic.authorName}</Typography.Text>
          <Typography.Text type="secondary">{t('discussion.postedAt', { time: formatDateTime(topic.createdAt) })}</Typography.Text>
          <Typography.Text type="secondary">{t('discussion.reads', { count: topic.readCount })}</Typography.Text>
          <Typography.Text type="secondary">{t('discussion.replies', { count: topic.replyCount })}</Typography.Text>
        </Flex>
        {topic.tags.length > 0 && <TopicTags tags={topic.tags} />}
      </Flex>
      <TopicActions topic={topic} onEdit={() => setEditing(true)} onDeleted={onDeleted} />
      <RichText html={topic.body} />
      {topic.attachments.length > 0 && (
        <Flex vertical gap={4}>
          <Typography.Text strong>{t('discussion.attachments')}</Typography.Text>
          <AttachmentList files={topic.attachments} />
        </Flex>
      )}
      {editing && (
        <RecordDialog
          resource={topicsResource}
          record={topic}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            void invalidate(discussionRoutes.info, discussionRoutes.list, discussionRoutes.tags);
          }}
        />
      )}
    </Flex>
  );
}

/**
 * One topic, opened from the list (`?topic=<id>`): the topic, its replies oldest first, and the reply
 * form, or once the topic is closed a notice that it takes no more replies.
 */
export function TopicView({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useTranslation();
  const topic = useCall(discussionRoutes.info, { params: { id } });
  const { mayReply } = useDiscussionAccess();
  const [quoted, setQuoted] = useState<ReplyRecord | null>(null);
  const [pageNumber, setPageNumber] = useState(1);
  const form = useRef<HTMLDivElement>(null);

  const back = <Button type="link" icon={<ArrowLeftOutlined />} onClick={onBack} style={{ paddingInline: 0, alignSelf: 'flex-start' }}>{t('discussion.back')}</Button>;
  if (topic.isError && !topic.data) return <Card>{back}<LoadFailed onRetry={() => void topic.refetch()} /></Card>;
  if (!topic.data) return <Card>{back}<Skeleton active paragraph={{ rows: 8 }} /></Card>;
  const shown = topic.data;

  const quote = (reply: ReplyRecord) => {
    setQuoted(reply);
    form.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    form.current?.querySelector<HTMLElement>('[role="textbox"]')?.focus();
  };
  const posted = () => {
    setQuoted(null);
    // The new reply is the last one: show the page it is on.
    setPageNumber(Math.ceil((shown.replyCount + 1) / REPLIES_PAGE_SIZE));
  };
  return (
    <Flex vertical gap="middle">
      <Card>
        <Flex vertical gap="small">
          {back}
          <TopicContent topic={shown} onDeleted={onBack} />
        </Flex>
      </Card>
      <Card title={t('discussion.repliesTitle', { count: shown.replyCount })}>
        <Replies
          topic={shown}
          pageNumber={pageNumber}
          onPage={setPageNumber}
          onQuote={quote}
          onDeleted={(reply) => setQuoted((current) => (current?.id === reply.id ? null : current))}
        />
      </Card>
      {shown.status === 'closed'
        ? <Alert type="warning" showIcon icon={<LockOutlined />} title={t('discussion.closedNotice')} />
        : mayReply && (
          <div ref={form}>
            <Card title={t('discussion.replyTitle')}>
              <ReplyForm topic={shown} quoted={quoted} onUnquote={() => setQuoted(null)} onPosted={posted} />
            </Card>
          </div>
        )}
    </Flex>
  );
}
