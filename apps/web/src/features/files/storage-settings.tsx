import { useState } from 'react';
import { Alert, App, Button, Form, Input, Radio, Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { storageRoutes, type StorageProvider, type StorageSettings } from '@console/contract/files';
import { useHas } from '../../components/permission.tsx';
import { call } from '../../lib/request.ts';
import { useCall, useInvalidate } from '../../lib/query.ts';

/** Where new uploads go and whether it works now. */
function ActiveStorage() {
  const { t } = useTranslation();
  const check = useCall(storageRoutes.check);
  if (!check.data) return <Alert type="info" title={t('storage.checking')} />;
  const { provider, usable, reason } = check.data;
  const state = usable ? t('storage.usable') : t('storage.unusable', { reason });
  return <Alert type={usable ? 'success' : 'error'} showIcon title={`${t('storage.active')}：${t(`files.providers.${provider}`)}（${state}）`} />;
}

/**
 * The secret in clear. The server gives it only to holders of its own permission (`file-secret`, a
 * button, which the session's page list does not carry), audits each reveal, and refuses the others
 * with a message.
 */
function RevealSecret() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const reveal = async () => {
    const { secretAccessKey } = await call(storageRoutes.revealSecret, { params: { provider: 's3' } });
    modal.info({ title: t('storage.revealTitle'), content: <Typography.Text code copyable>{secretAccessKey}</Typography.Text>, okText: t('crud.ok') });
  };
  return <Button onClick={() => void reveal().catch(() => undefined)}>{t('storage.reveal')}</Button>;
}

type S3Form = Omit<StorageSettings, 'provider' | 'active' | 'updatedAt'>;

function S3Fields({ saved }: { saved: StorageSettings }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="endpoint" label={t('storage.endpoint')} rules={[{ required: true }]}><Input placeholder="https://s3.example.com" /></Form.Item>
      <Form.Item name="region" label={t('storage.region')} rules={[{ required: true }]}><Input placeholder="us-east-1" /></Form.Item>
      <Form.Item name="bucket" label={t('storage.bucket')} rules={[{ required: true }]}><Input /></Form.Item>
      <Form.Item name="accessKeyId" label={t('storage.accessKeyId')} rules={[{ required: true }]}><Input autoComplete="off" /></Form.Item>
      <Form.Item label={t('storage.secretAccessKey')} extra={saved.secretAccessKey ? t('storage.secretHint') : undefined}>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="secretAccessKey" noStyle><Input.Password autoComplete="new-password" placeholder={saved.secretAccessKey} aria-label={t('storage.secretAccessKey')} /></Form.Item>
          {saved.secretAccessKey && <RevealSecret />}
        </Space.Compact>
      </Form.Item>
      <Form.Item name="forcePathStyle" label={t('storage.forcePathStyle')} valuePropName="checked"><Switch /></Form.Item>
      <Form.Item name="publicBaseUrl" label={t('storage.publicBaseUrl')}><Input placeholder="https://cdn.example.com" /></Form.Item>
    </>
  );
}

/** The provider switch and the S3 form; saving S3 settings checks them against the bucket first. */
function StorageForm({ active, s3 }: { active: StorageProvider; s3: StorageSettings }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const canEdit = useHas('edit');
  const [provider, setProvider] = useState<StorageProvider>(active);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<S3Form>();
  const save = async () => {
    const fields = provider === 's3' ? await form.validateFields() : {};
    setSaving(true);
    try {
      await call(storageRoutes.save, { body: { provider, ...fields } as never });
      void message.success(t('storage.saved'));
      await invalidate(storageRoutes.check, storageRoutes.settings);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form form={form} layout="vertical" disabled={!canEdit} initialValues={{ ...s3, secretAccessKey: '' }} style={{ maxWidth: 560 }}>
      <Form.Item label={t('storage.provider')} extra={t('storage.providerHint')}>
        <Radio.Group value={provider} onChange={(event) => setProvider(event.target.value as StorageProvider)} optionType="button"
          options={(['local', 's3'] as const).map((value) => ({ value, label: t(`files.providers.${value}`) }))} />
      </Form.Item>
      {provider === 's3' ? <S3Fields saved={s3} /> : <Typography.Paragraph type="secondary">{t('storage.localHint')}</Typography.Paragraph>}
      {canEdit && <Button type="primary" loading={saving} onClick={() => void save().catch(() => undefined)}>{t('storage.save')}</Button>}
    </Form>
  );
}

/** The 存储设置 tab of the object storage page. */
export function StorageSettingsPanel() {
  const check = useCall(storageRoutes.check);
  const s3 = useCall(storageRoutes.settings, { params: { provider: 's3' } });
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <ActiveStorage />
      {check.data && s3.data && <StorageForm key={s3.data.updatedAt ?? 'new'} active={check.data.provider} s3={s3.data} />}
    </Space>
  );
}
