import { useState } from 'react';
import { CheckOutlined, DeleteOutlined } from '@ant-design/icons';
import { keepPreviousData } from '@tanstack/react-query';
import { App, Badge, Button, Card, Flex, Space, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { DICT_TYPES } from '@console/contract/dicts';
import { messagesRoutes, type TodoRecord } from '@console/contract/messages';
import { TodoDetailDialog } from '../../components/todos/todo-detail-dialog.tsx';
import { useReadAll, useTodosChanged } from '../../components/todos/todo-calls.ts';
import { formatDateTime } from '../../crud/cells.tsx';
import { DayPicker } from '../../crud/day-picker.tsx';
import { dictChoices, useDict } from '../../crud/dict.tsx';
import { useListParams } from '../../crud/list-params.ts';
import { pagingAfterRemoval, useRowSelection } from '../../crud/list-table.ts';
import { PagedTable } from '../../crud/paged-table.tsx';
import { listQueryOf, type Option, type SearchField } from '../../crud/resource.ts';
import { SearchForm } from '../../crud/search-form.tsx';
import { dataColumn } from '../../crud/table-fit.ts';
import { useCall } from '../../lib/query.ts';
import { call } from '../../lib/request.ts';
import { shownAccountName } from '../../components/account-name.ts';
import type { MessageKey } from '../../lib/i18n.ts';

/** The `read` filter: unread ones (false) or read ones (true). */
const READ_STATES: Option[] = [{ value: false, label: 'messageCenter.unread' }, { value: true, label: 'messageCenter.read' }];

const SEARCH_FIELDS: SearchField[] = [
  { name: 'type', label: 'messageCenter.type', kind: 'select', options: dictChoices(DICT_TYPES.messageType) },
  { name: 'content', label: 'messageCenter.content', kind: 'text' },
  { name: 'read', label: 'messageCenter.status', kind: 'select', options: READ_STATES },
  { name: 'startTime', label: 'messageCenter.startTime', kind: 'custom', control: <DayPicker /> },
  { name: 'endTime', label: 'messageCenter.endTime', kind: 'custom', control: <DayPicker /> },
];
/** Long contents are cut in the table; the dialog shows them whole. */
const CONTENT_MAX_WIDTH = 320;

/** The table's columns; a message's title opens it, from the keyboard too. */
function useColumns(open: (id: number) => void): TableColumnsType<TodoRecord> {
  const { t } = useTranslation();
  const { tagOf } = useDict(DICT_TYPES.messageType);
  const title = (todo: TodoRecord) => (
    <Button type="link" size="small" onClick={() => open(todo.id)} style={{ paddingInline: 0, fontWeight: todo.read ? 400 : 600 }}>{todo.title}</Button>
  );
  const readState = (todo: TodoRecord) => (
    <Badge status={todo.read ? 'default' : 'processing'} text={t(todo.read ? 'messageCenter.read' : 'messageCenter.unread')} />
  );
  const columns: TableColumnsType<TodoRecord> = [
    { key: 'title', title: t('messageCenter.title'), render: (_, todo) => title(todo) },
    { key: 'type', title: t('messageCenter.type'), render: (_, todo) => tagOf(todo.type) },
    {
      key: 'content', title: t('messageCenter.content'),
      render: (_, todo) => <span style={{ display: 'inline-block', maxWidth: CONTENT_MAX_WIDTH, overflow: 'hidden', textOverflow: 'ellipsis', verticalAlign: 'bottom' }}>{todo.content}</span>,
    },
    { key: 'read', title: t('messageCenter.status'), render: (_, todo) => readState(todo) },
    { key: 'createBy', title: t('messageCenter.sender'), render: (_, todo) => shownAccountName(todo.createBy) },
    { key: 'createTime', title: t('messageCenter.createTime'), render: (_, todo) => formatDateTime(todo.createTime) },
  ];
  return columns.map((column, index) => dataColumn(column, index));
}

/** 清除 of some messages, confirmed first; the page goes back one when it emptied it. */
function useClear(onCleared: (ids: number[]) => void) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const changed = useTodosChanged();
  const clear = async (ids: number[]) => {
    const { deleted } = await call(messagesRoutes.clear, { params: { ids: ids.join(',') } });
    void message.success(t('messageCenter.cleared', { count: deleted }));
    onCleared(ids);
    await changed();
  };
  return (ids: number[], question: MessageKey) => modal.confirm({
    title: t(question, { count: ids.length }),
    okText: t('crud.ok'),
    cancelText: t('crud.cancel'),
    okButtonProps: { danger: true },
    // The request client has already shown why a call failed.
    onOk: () => clear(ids).catch(() => undefined),
  });
}

/**
 * 消息中心: every message of the user, newest first, searchable by type, content, read or not and
 * the days it was sent in. A row opens the message (which marks it read); messages may be marked
 * read all at once, and cleared from the list, the chosen ones or the whole page.
 */
export default function MessageCenterPage() {
  const { t } = useTranslation();
  const { query, filters, change } = useListParams(listQueryOf(messagesRoutes.search), SEARCH_FIELDS.map(({ name }) => name));
  const list = useCall(messagesRoutes.search, { body: query }, { placeholderData: keepPreviousData });
  const records = list.data?.records ?? [];
  const [todoId, setTodoId] = useState<number | null>(null);
  const columns = useColumns(setTodoId);
  const readAll = useReadAll();
  const selection = useRowSelection(query);
  const { selected, clear: clearSelection } = selection;
  const confirmClear = useClear((ids) => {
    clearSelection();
    change(pagingAfterRemoval(query, ids.length, records.length));
  });

  const search = (values: Record<string, string | undefined>) => {
    if (!change({ ...values, pageNumber: undefined })) void list.refetch();
  };

  return (
    <Card>
      <Flex vertical gap="middle">
        <SearchForm key={JSON.stringify(filters)} fields={SEARCH_FIELDS} values={filters} onSearch={search} />
        <Space wrap>
          <Button icon={<CheckOutlined />} loading={readAll.isPending} onClick={() => readAll.mutate()}>{t('todos.readAll')}</Button>
          <Button danger icon={<DeleteOutlined />} disabled={selected.length === 0} onClick={() => confirmClear(selected, 'messageCenter.clearSelectedConfirm')}>
            {t('messageCenter.clearSelected')}
          </Button>
          <Button danger disabled={records.length === 0} onClick={() => confirmClear(records.map((todo) => todo.id), 'messageCenter.clearListedConfirm')}>
            {t('messageCenter.clearListed')}
          </Button>
        </Space>
        <PagedTable<TodoRecord> rowKey="id" columns={columns} list={list} paging={query} onPaging={change} selection={selection}
          empty={t('messageCenter.empty')}
          onRow={(todo) => ({ onClick: () => setTodoId(todo.id), style: { cursor: 'pointer' } })}
        />
      </Flex>
      <TodoDetailDialog id={todoId} onClose={() => setTodoId(null)} />
    </Card>
  );
}
