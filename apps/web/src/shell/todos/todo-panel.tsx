import type { Ref } from 'react';
import { Badge, Button, Empty, Flex, Spin, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DICT_TYPES } from '@console/contract/dicts';
import { type TodoRecord } from '@console/contract/messages';
import { LoadFailed } from '../../components/load-failed.tsx';
import { useReadAll } from '../../components/todos/todo-calls.ts';
import { useDict } from '../../crud/dict.tsx';
import { timeAgo } from '../../lib/dates.ts';
import { MESSAGE_CENTRE_PATH } from '../../lib/routes.ts';
import { useLatestTodos } from './todo-feed.ts';

/** The list scrolls past this height, keeping the buttons in sight. */
const LIST_MAX_HEIGHT = 360;

interface TodoPanelProps {
  ref?: Ref<HTMLDivElement>;
  unread: number;
  onOpenTodo(id: number): void;
  /** The panel's work is done (another page is shown): the popover closes. */
  onLeave(): void;
}

function TodoItem({ todo, tagOf, onOpen }: { todo: TodoRecord; tagOf: ReturnType<typeof useDict>['tagOf']; onOpen(): void }) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  return (
    <li>
      <Button type="text" block onClick={onOpen} data-testid="todo-item"
        style={{ height: 'auto', display: 'flex', alignItems: 'flex-start', gap: 8, padding: '8px', textAlign: 'left', whiteSpace: 'normal' }}>
        <Badge status={todo.read ? 'default' : 'processing'} style={{ visibility: todo.read ? 'hidden' : 'visible' }} />
        <span style={{ flex: 1, minWidth: 0 }}>
          <span style={{ display: 'block', fontWeight: todo.read ? 400 : 600, overflowWrap: 'anywhere' }}>
            {todo.title}
            {!todo.read && <span className="sr-only">{` (${t('todos.unread')})`}</span>}
          </span>
          <span style={{ display: 'flex', alignItems: 'center', gap: 8, marginTop: 4, color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>
            <time dateTime={todo.createTime}>{timeAgo(todo.createTime, i18n.language)}</time>
            {tagOf(todo.type)}
          </span>
        </span>
      </Button>
    </li>
  );
}

function LatestTodos({ onOpenTodo }: Pick<TodoPanelProps, 'onOpenTodo'>) {
  const { t } = useTranslation();
  const latest = useLatestTodos();
  const { tagOf } = useDict(DICT_TYPES.messageType);
  if (latest.isPending) return <Spin style={{ display: 'block', margin: '24px auto' }} />;
  if (latest.isError) return <LoadFailed onRetry={() => void latest.refetch()} />;
  if (latest.data.records.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('nav.noTodo')} />;
  return (
    <ul aria-label={t('todos.latest')} style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: LIST_MAX_HEIGHT, overflowY: 'auto' }}>
      {latest.data.records.map((todo) => <TodoItem key={todo.id} todo={todo} tagOf={tagOf} onOpen={() => onOpenTodo(todo.id)} />)}
    </ul>
  );
}

/** The top bar's to-dos: the latest, unread ones marked; 全部已读, and 查看更多 in the message centre. */
export function TodoPanel({ ref, unread, onOpenTodo, onLeave }: TodoPanelProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const readAll = useReadAll();
  const showAll = () => {
    onLeave();
    navigate(MESSAGE_CENTRE_PATH);
  };
  return (
    <div ref={ref} tabIndex={-1} style={{ outline: 'none' }}>
      <LatestTodos onOpenTodo={onOpenTodo} />
      <Flex justify="space-between" style={{ marginTop: 8 }}>
        <Button type="link" size="small" disabled={unread === 0} loading={readAll.isPending} onClick={() => readAll.mutate()}>{t('todos.readAll')}</Button>
        <Button type="link" size="small" onClick={showAll}>{t('todos.more')}</Button>
      </Flex>
    </div>
  );
}
