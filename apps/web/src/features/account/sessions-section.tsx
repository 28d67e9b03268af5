import { DesktopOutlined, MobileOutlined } from '@ant-design/icons';
import { App, Button, Empty, Popconfirm, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { accountRoutes, type OwnSession } from '@console/contract/account';
import { LoadFailed } from '../../components/load-failed.tsx';
import { formatDateTime } from '../../lib/dates.ts';
import { useCall, useInvalidate } from '../../lib/query.ts';
import { send } from '../../lib/request.ts';
import { deviceOf } from './user-agent.ts';

function DeviceCell({ session }: { session: OwnSession }) {
  const { t } = useTranslation();
  const { browser, os, mobile } = deviceOf(session.userAgent);
  const name = browser && os ? t('userInfo.sessions.on', { browser, os }) : browser ?? os ?? t('userInfo.sessions.unknown');
  return (
    <Space size={6} wrap>
      <span aria-hidden>{mobile ? <MobileOutlined /> : <DesktopOutlined />}</span>
      <Typography.Text title={session.userAgent}>{name}</Typography.Text>
      {session.current && <Tag color="blue">{t('userInfo.sessions.current')}</Tag>}
    </Space>
  );
}

/** 登录设备: where the account is signed in; ending one other session, or all of them but this one. */
export function SessionsSection() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const sessions = useCall(accountRoutes.sessions);
  const others = (sessions.data ?? []).filter((session) => !session.current).length;

  const signOut = async (session?: OwnSession) => {
    const { status_desc: done } = session
      ? await send(accountRoutes.signOut, { body: { key: session.key } })
      : await send(accountRoutes.signOutOthers);
    void message.success(done);
    await invalidate(accountRoutes.sessions);
  };

  const columns: TableColumnsType<OwnSession> = [
    { key: 'device', title: t('userInfo.sessions.device'), render: (_, session) => <DeviceCell session={session} /> },
    { key: 'ip', dataIndex: 'ip', title: t('userInfo.sessions.ip') },
    { key: 'lastSeenAt', dataIndex: 'lastSeenAt', title: t('userInfo.sessions.lastSeenAt'), render: formatDateTime },
    { key: 'createdAt', dataIndex: 'createdAt', title: t('userInfo.sessions.createdAt'), render: formatDateTime, responsive: ['md'] },
    {
      key: 'actions', title: t('userInfo.sessions.actions'), render: (_, session) => !session.current && (
        <Popconfirm title={t('userInfo.sessions.signOutConfirm')} onConfirm={() => signOut(session).catch(() => undefined)}>
          <Button type="link" danger size="small">{t('userInfo.sessions.signOut')}</Button>
        </Popconfirm>
      ),
    },
  ];

  if (sessions.isError) return <LoadFailed onRetry={() => void sessions.refetch()} />;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Popconfirm title={t('userInfo.sessions.signOutOthersConfirm')} onConfirm={() => signOut().catch(() => undefined)} disabled={others === 0}>
        <Button danger disabled={others === 0}>{t('userInfo.sessions.signOutOthers')}</Button>
      </Popconfirm>
      <Table<OwnSession>
        rowKey="key" size="middle" columns={columns} dataSource={sessions.data ?? []} loading={sessions.isLoading}
        pagination={false} scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('userInfo.sessions.none')} /> }}
      />
    </Space>
  );
}
