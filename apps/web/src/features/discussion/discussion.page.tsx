import { useState } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { id } from '@console/contract';
import { discussionRoutes, type TopicRecord } from '@console/contract/discussion';
import { useHasAny } from '../../components/permission.tsx';
import { CrudPage } from '../../crud/crud-page.tsx';
import { RecordDialog } from '../../crud/record-dialog.tsx';
import { RowAction } from '../../crud/row-action.tsx';
import { useInvalidate } from '../../lib/query.ts';
import { call } from '../../lib/request.ts';
import { useDiscussionAccess } from './discussion-access.ts';
import { TOPIC_PARAM, topicsResource } from './discussion.resource.tsx';
import { TopicView } from './topic-view.tsx';
import { listPrefetch } from '../../crud/prefetch.ts';

/** 编辑 and 删除 of a topic in the list: its author's, or any for a moderator. */
function TopicRowActions({ topic, onEdit, onDeleted }: { topic: TopicRecord; onEdit: (topic: TopicRecord) => void; onDeleted: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { mayChange } = useDiscussionAccess();
  const remove = async () => {
    await call(discussionRoutes.delete, { params: { ids: String(topic.id) } });
    void message.success(t('crud.deleted'));
    onDeleted();
  };
  return (
    <>
      {mayChange('edit', topic.authorId) && <RowAction label={t('crud.edit')} onClick={() => onEdit(topic)} />}
      {mayChange('delete', topic.authorId) && <RowAction label={t('crud.delete')} danger confirm={t('discussion.deleteConfirm')} onClick={remove} />}
    </>
  );
}

/**
 * The topics. Editing and deleting are the row actions of this page, not the list's own: they depend
 * on who wrote the topic, where the list's depend on the page's permission types only.
 */
function TopicList() {
  const invalidate = useInvalidate();
  const changes = useHasAny('edit,delete');
  const [editing, setEditing] = useState<TopicRecord | null>(null);
  const changed = () => void invalidate(discussionRoutes.list, discussionRoutes.info, discussionRoutes.tags);
  return (
    <>
      <CrudPage
        resource={topicsResource}
        allowed={{ edit: false, delete: false }}
        dependents={[discussionRoutes.tags]}
        rowActions={changes ? (topic) => <TopicRowActions topic={topic} onEdit={setEditing} onDeleted={changed} /> : undefined}
      />
      {editing && (
        <RecordDialog
          resource={topicsResource}
          record={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            changed();
          }}
        />
      )}
    </>
  );
}

export const prefetch = listPrefetch(topicsResource);

/**
 * 专题研讨: the topics, pinned ones first; `?topic=<id>` in the address shows that topic with its
 * replies instead, so that back returns to the list as it was left.
 */
export default function DiscussionPage() {
  const [params, setParams] = useSearchParams();
  const topicId = id.safeParse(params.get(TOPIC_PARAM) ?? undefined);
  if (!topicId.success) return <TopicList />;
  const back = () => setParams((current) => {
    const next = new URLSearchParams(current);
    next.delete(TOPIC_PARAM);
    return next;
  });
  return <TopicView key={topicId.data} id={topicId.data} onBack={back} />;
}
