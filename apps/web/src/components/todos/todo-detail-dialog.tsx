import { useState } from 'react';
import { Button, Descriptions, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TodoRecord } from '@console/contract/messages';
import { formatDateTime, timeAgo } from '../../lib/dates.ts';
import { LoadFailed } from '../load-failed.tsx';
import { useHandleWorkflow } from './pending-detail.ts';
import { useReadTodo } from './todo-calls.ts';
import { shownAccountName } from '../account-name.ts';

/** The specification's 60 % of the window; a phone gives the dialog its whole width. */
const DIALOG_WIDTH = { xs: '100%', md: '60%' };

interface TodoDetailDialogProps {
  /** The to-do shown; null closes the dialog. */
  id: number | null;
  onClose(): void;
  /** Once the dialog has closed: where the focus goes back to, say. */
  afterClose?(): void;
}

function TodoBody({ todo }: { todo: TodoRecord }) {
  const { t, i18n } = useTranslation();
  const items = [
    { key: 'createBy', label: t('todos.sender'), children: shownAccountName(todo.createBy) },
    { key: 'createTime', label: t('todos.sentAt'), children: `${formatDateTime(todo.createTime)} (${timeAgo(todo.createTime, i18n.language)})` },
    ...(todo.result ? [{ key: 'result', label: t('todos.result'), children: todo.result }] : []),
  ];
  return (
    <>
      <Descriptions size="small" column={1} items={items} />
      <div style={{ marginTop: 12, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{todo.content}</div>
    </>
  );
}

function ShownTodo({ id, open, onClose, afterClose }: Omit<TodoDetailDialogProps, 'id'> & { id: number; open: boolean }) {
  const { t } = useTranslation();
  const todo = useReadTodo(id, open);
  const handle = useHandleWorkflow();
  const workflow = todo.data?.workflow;
  const footer = (
    <>
      <Button onClick={onClose}>{t('todos.close')}</Button>
      {workflow && <Button type="primary" loading={handle.isPending} onClick={() => handle.mutate(workflow)}>{t('todos.handle')}</Button>}
    </>
  );
  return (
    <Modal open={open} width={DIALOG_WIDTH} title={todo.data?.title ?? t('todos.detail')} footer={footer} onCancel={onClose} afterClose={afterClose}>
      {todo.isPending && <Spin style={{ display: 'block', margin: '24px auto' }} />}
      {todo.isError && <LoadFailed onRetry={() => void todo.refetch()} />}
      {todo.data && <TodoBody todo={todo.data} />}
    </Modal>
  );
}

/**
 * A to-do in a dialog, for the top bar and the message centre alike: who sent it and when, what it
 * says and what became of it; a workflow's to-do offers 处理. Opening it marks it read.
 */
export function TodoDetailDialog({ id, ...props }: TodoDetailDialogProps) {
  // The last to-do stays shown while the dialog closes.
  const [shownId, setShownId] = useState(id);
  if (id !== null && id !== shownId) setShownId(id);
  return shownId === null ? null : <ShownTodo id={shownId} open={id !== null} {...props} />;
}
