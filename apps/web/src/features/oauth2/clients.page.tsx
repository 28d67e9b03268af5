import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { KeyOutlined, TeamOutlined } from '@ant-design/icons';
import { App, Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { oauthClientsRoutes } from '@console/contract/oauth2';
import { call } from '../../lib/request.ts';
import { CrudPage } from '../../crud/crud-page.tsx';
import { useHas } from '../../components/permission.tsx';
import { oauthClientsResource } from './clients.resource.tsx';
import { RoleClientsDrawer } from './role-clients.tsx';
import { listPrefetch } from '../../crud/prefetch.ts';

export const prefetch = listPrefetch(oauthClientsResource);

/** 接入网站管理: the websites signing their users in through the console, and which roles see each as a shortcut. */
export default function OAuthClientsPage() {
  const { t } = useTranslation();
  // Saving a role's websites needs edit: those who may only look are not offered it.
  const mayAssign = useHas('edit');
  const [assigning, setAssigning] = useState(false);
  const { message } = App.useApp();
  const rotate = useMutation({ mutationFn: () => call(oauthClientsRoutes.rotateSigningKey), onSuccess: () => void message.success(t('oauthClients.rotated')) });
  const actions = () => (
    <>
      <Button icon={<TeamOutlined />} onClick={() => setAssigning(true)}>{t('oauthClients.assign')}</Button>
      <Popconfirm title={t('oauthClients.rotateConfirm')} okButtonProps={{ danger: true }} onConfirm={() => rotate.mutateAsync()}>
        <Button icon={<KeyOutlined />} loading={rotate.isPending}>{t('oauthClients.rotateKey')}</Button>
      </Popconfirm>
    </>
  );
  return (
    <>
      <CrudPage resource={oauthClientsResource} toolbarActions={mayAssign ? actions : undefined} />
      {assigning && <RoleClientsDrawer onClose={() => setAssigning(false)} />}
    </>
  );
}
