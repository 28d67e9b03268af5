import { UserOutlined } from '@ant-design/icons';
import { App, Avatar, Button, Empty, List, Modal, Popconfirm, Space, Typography } from 'antd';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { socialRoutes, type SocialProvider } from '@console/contract/social';
import { formatDateTime } from '../lib/dates.ts';
import { useCall, useInvalidate } from '../lib/query.ts';
import { addMessages, bilingual, type MessagesOf } from '../lib/i18n.ts';
import { call, send } from '../lib/request.ts';
import { LoadFailed } from './load-failed.tsx';

// Registered with the dialog, rather than with the shell.
const messages = bilingual(
  {
    socialBindings: {
      title: '第三方账号', none: '还没有绑定第三方账号', unbind: '解绑', unbindConfirm: '解绑后不能再用该账号登录，确定解绑吗？',
      boundAt: '绑定于 {{time}}', bindHint: '绑定后可以直接用这些账号登录：', bindWith: '绑定{{name}}',
    },
  },
  {
    socialBindings: {
      title: 'Outside accounts', none: 'No outside account is bound yet', unbind: 'Unbind', unbindConfirm: 'That account will no longer sign you in. Unbind it?',
      boundAt: 'bound {{time}}', bindHint: 'Bind one to sign in with it directly:', bindWith: 'Bind {{name}}',
    },
  },
);
addMessages('social-bindings', messages);

declare module '../lib/i18n.ts' {
  interface AppMessages extends MessagesOf<typeof messages> {}
}

/**
 * 第三方账号: the signed-in user's own social bindings, unbinding one after confirmation, and binding
 * another provider (its sign-in comes back to `/relate`, where signing in to this account binds it).
 * `enabled`: whether they are asked for (a closed dialog asks nothing).
 */
export function SocialBindingsPanel({ enabled = true }: { enabled?: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const location = useLocation();
  const invalidate = useInvalidate();
  const mine = useCall(socialRoutes.mine, {}, { enabled });
  const available = useCall(socialRoutes.available, {}, { enabled });
  const bound = new Set(mine.data?.map((binding) => binding.provider));
  const unbound = (available.data ?? []).filter(({ provider }) => !bound.has(provider));

  const unbind = async (id: number) => {
    const { status_desc: done } = await send(socialRoutes.unbindMine, { body: { id } });
    void message.success(done);
    await invalidate(socialRoutes.mine);
  };
  const bind = async (provider: SocialProvider) => {
    const { url } = await call(socialRoutes.login, { params: { provider }, query: { redirect: location.pathname } });
    window.location.assign(url);
  };

  if (mine.isError) return <LoadFailed onRetry={() => void mine.refetch()} />;
  return (
    <>
      <List
        loading={mine.isLoading}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('socialBindings.none')} /> }}
        dataSource={mine.data ?? []}
        renderItem={(binding) => (
          <List.Item actions={[
            <Popconfirm key="unbind" title={t('socialBindings.unbindConfirm')} onConfirm={() => unbind(binding.id).catch(() => undefined)}>
              <Button type="link" danger>{t('socialBindings.unbind')}</Button>
            </Popconfirm>,
          ]}>
            <List.Item.Meta
              avatar={<Avatar src={binding.avatar || undefined} icon={<UserOutlined />} alt="" />}
              title={binding.displayName}
              description={`${binding.provider} · ${t('socialBindings.boundAt', { time: formatDateTime(binding.createdAt) })}`}
            />
          </List.Item>
        )}
      />
      {unbound.length > 0 && (
        <>
          <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>{t('socialBindings.bindHint')}</Typography.Paragraph>
          <Space wrap>
            {unbound.map(({ provider, displayName }) => (
              <Button key={provider} onClick={() => void bind(provider).catch(() => undefined)}>{t('socialBindings.bindWith', { name: displayName })}</Button>
            ))}
          </Space>
        </>
      )}
    </>
  );
}

/** 第三方账号 in a dialog, from the top bar's user menu. */
export function SocialBindingsDialog({ open, onDone }: { open: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={t('socialBindings.title')} onCancel={onDone} footer={<Button type="primary" onClick={onDone}>{t('account.submit')}</Button>} destroyOnHidden>
      <SocialBindingsPanel enabled={open} />
    </Modal>
  );
}
