import { useState } from 'react';
import { Button } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../crud/crud-page.tsx';
import { SocialProvidersDrawer } from './providers.tsx';
import { socialBindingsResource } from './social.resource.tsx';
import { listPrefetch } from '../../crud/prefetch.ts';

export const prefetch = listPrefetch(socialBindingsResource);

/** 社交账号绑定: the outside identities bound to accounts, and the providers people sign in with. */
export default function SocialPage() {
  const { t } = useTranslation();
  const [settingsOpen, setSettingsOpen] = useState(false);
  return (
    <>
      <CrudPage
        resource={socialBindingsResource}
        toolbarActions={() => <Button icon={<SettingOutlined />} onClick={() => setSettingsOpen(true)}>{t('social.settings')}</Button>}
      />
      {settingsOpen && <SocialProvidersDrawer onClose={() => setSettingsOpen(false)} />}
    </>
  );
}
