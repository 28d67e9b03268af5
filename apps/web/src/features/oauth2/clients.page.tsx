import { useState } from 'react';
import { TeamOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../crud/CrudPage.tsx';
import { useHas } from '../../components/permission.tsx';
import { oauthClientsResource } from './clients.resource.tsx';
import { RoleClientsDrawer } from './role-clients.tsx';

/** 接入网站管理: the websites signing their users in through the console, and which roles see each as a shortcut. */
export default function OAuthClientsPage() {
  const { t } = useTranslation();
  // Saving a role's websites needs edit: those who may only look are not offered it.
  const mayAssign = useHas('edit');
  const [assigning, setAssigning] = useState(false);
  return (
    <>
      <CrudPage
        resource={oauthClientsResource}
        toolbarActions={mayAssign ? () => <Button icon={<TeamOutlined />} onClick={() => setAssigning(true)}>{t('oauthClients.assign')}</Button> : undefined}
      />
      {assigning && <RoleClientsDrawer onClose={() => setAssigning(false)} />}
    </>
  );
}
