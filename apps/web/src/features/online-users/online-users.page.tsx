import { useState } from 'react';
import { App, Card, Input, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { onlineUsersRoutes, type OnlineSession } from '@console/contract/online-users';
import { LoadFailed } from '../../components/load-failed.tsx';
import { useHas } from '../../components/permission.tsx';
import { RowAction } from '../../crud/row-action.tsx';
import { formatDateTime } from '../../lib/dates.ts';
import { useCall, useInvalidate } from '../../lib/query.ts';
import { send } from '../../lib/request.ts';
import { shownAccountName } from '../../components/account-name.ts';

const PAGE_SIZE = 20;

/** 在线用户: every account's live sessions, searched by username or address; the security administrator forces one out. */
export default function OnlineUsersPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const mayForceOut = useHas('delete');
  const [search, setSearch] = useState<{ username?: string; ip?: string }>({});
  const [pageNumber, setPageNumber] = useState(1);
  const sessions = useCall(onlineUsersRoutes.list, { query: { ...search, pageNumber, pageSize: PAGE_SIZE } }, { placeholderData: keepPreviousData });

  const forceOut = async (session: OnlineSession) => {
    const { status_desc: done } = await send(onlineUsersRoutes.end, { body: { userId: session.userId, key: session.key } });
    void message.success(done);
    await invalidate(onlineUsersRoutes.list);
  };
  const searchBy = (field: 'username' | 'ip') => (value: string) => {
    setSearch((current) => ({ ...current, [field]: value.trim() || undefined }));
    setPageNumber(1);
  };

  const columns: TableColumnsType<OnlineSession> = [
    {
      key: 'username', title: t('onlineUsers.username'),
      render: (_, session) => <Space size={4}>{session.username}{session.current && <Tag color="blue">{t('onlineUsers.current')}</Tag>}</Space>,
    },
    { key: 'name', title: t('onlineUsers.name'), render: (_, session) => shownAccountName(session.name), responsive: ['md'] },
    { key: 'ip', dataIndex: 'ip', title: t('onlineUsers.ip') },
    {
      key: 'userAgent', title: t('onlineUsers.userAgent'), responsive: ['lg'],
      render: (_, session) => <Typography.Text ellipsis={{ tooltip: session.userAgent }} style={{ maxWidth: 260 }}>{session.userAgent}</Typography.Text>,
    },
    { key: 'createdAt', dataIndex: 'createdAt', title: t('onlineUsers.createdAt'), render: formatDateTime, responsive: ['md'] },
    { key: 'lastSeenAt', dataIndex: 'lastSeenAt', title: t('onlineUsers.lastSeenAt'), render: formatDateTime },
    ...(mayForceOut ? [{
      key: 'actions', title: t('onlineUsers.actions'),
      render: (_: unknown, session: OnlineSession) => (
        <RowAction
          label={t('onlineUsers.forceOut')} danger
          confirm={t('onlineUsers.forceOutConfirm', { username: session.username })}
          disabledReason={session.current ? t('onlineUsers.isCurrent') : undefined}
          onClick={() => forceOut(session)}
        />
      ),
    }] : []),
  ];

  if (sessions.isError) return <LoadFailed onRetry={() => void sessions.refetch()} />;
  return (
    <Card>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Text type="secondary">{t('onlineUsers.hint')}</Typography.Text>
        <Space wrap>
          <Input.Search allowClear placeholder={t('onlineUsers.username')} aria-label={t('onlineUsers.username')} onSearch={searchBy('username')} style={{ width: 200 }} />
          <Input.Search allowClear placeholder={t('onlineUsers.ip')} aria-label={t('onlineUsers.ip')} onSearch={searchBy('ip')} style={{ width: 200 }} />
        </Space>
        <Table<OnlineSession>
          rowKey="key"
          size="small"
          loading={sessions.isFetching}
          dataSource={sessions.data?.records ?? []}
          columns={columns}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: pageNumber, pageSize: PAGE_SIZE, total: sessions.data?.total ?? 0, showSizeChanger: false,
            showTotal: (total) => t('onlineUsers.total', { total }), onChange: setPageNumber,
          }}
        />
      </Space>
    </Card>
  );
}
