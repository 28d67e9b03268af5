import { useState } from 'react';
import { Button } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../crud/crud-page.tsx';
import { smsOutboxResource } from './sms-outbox.resource.tsx';
import { SmsSettingsDrawer } from './sms-settings.tsx';
import { listPrefetch } from '../../crud/prefetch.ts';

export const prefetch = listPrefetch(smsOutboxResource);

/** 短信发件箱: what the console would have sent by SMS, newest first, and which provider sends the texts. */
export default function SmsOutboxPage() {
  const { t } = useTranslation();
  const [settingsOpen, setSettingsOpen] = useState(false);
  return (
    <>
      <CrudPage
        resource={smsOutboxResource}
        toolbarActions={() => <Button icon={<SettingOutlined />} onClick={() => setSettingsOpen(true)}>{t('smsOutbox.settings')}</Button>}
      />
      {settingsOpen && <SmsSettingsDrawer onClose={() => setSettingsOpen(false)} />}
    </>
  );
}
