import { useState } from 'react';
import { Alert, App, Button, Drawer, Form, Grid, Input, Radio, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PHONE_PATTERN } from '@console/contract';
import { SMS_PROVIDERS, SMS_PURPOSES, smsRoutes, templateIdField, type SmsProvider, type SmsSettings } from '@console/contract/sms';
import { useHas } from '../../components/permission.tsx';
import { call } from '../../lib/request.ts';
import { useCall, useInvalidate } from '../../lib/query.ts';

type TencentForm = Omit<SmsSettings, 'provider' | 'updatedAt'>;

function TencentFields({ saved }: { saved: SmsSettings }) {
  const { t } = useTranslation();
  const required = [{ required: true }];
  return (
    <>
      <Form.Item name="secretId" label="SecretId" rules={required}><Input autoComplete="off" /></Form.Item>
      <Form.Item name="secretKey" label="SecretKey" extra={saved.secretKey ? t('smsSettings.secretHint') : undefined} rules={saved.secretKey ? [] : required}>
        <Input.Password autoComplete="new-password" placeholder={saved.secretKey} />
      </Form.Item>
      <Form.Item name="region" label={t('smsSettings.region')} rules={required}><Input placeholder="ap-guangzhou" /></Form.Item>
      <Form.Item name="sdkAppId" label="SmsSdkAppId" rules={required}><Input inputMode="numeric" placeholder="1400000000" /></Form.Item>
      <Form.Item name="signName" label={t('smsSettings.signName')} rules={required}><Input /></Form.Item>
      {SMS_PURPOSES.map((purpose) => (
        <Form.Item key={purpose} name={templateIdField(purpose)} label={t(`smsSettings.templates.${purpose}`)} rules={required}><Input inputMode="numeric" /></Form.Item>
      ))}
      <Typography.Paragraph type="secondary">{t('smsSettings.templateHint')}</Typography.Paragraph>
      <Form.Item name="endpoint" label={t('smsSettings.endpoint')} extra={t('smsSettings.endpointHint')}><Input /></Form.Item>
    </>
  );
}

/** The provider switch and Tencent Cloud's form: blank fields are refused here, their formats by the server. */
function SmsSettingsForm({ saved }: { saved: SmsSettings }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const canEdit = useHas('edit');
  const [provider, setProvider] = useState<SmsProvider>(saved.provider);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<TencentForm>();
  const save = async () => {
    const fields = provider === 'tencent' ? await form.validateFields() : {};
    setSaving(true);
    try {
      await call(smsRoutes.saveSettings, { body: { provider, ...fields } as never });
      void message.success(t('smsSettings.saved'));
      await invalidate(smsRoutes.settings);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form form={form} layout="vertical" disabled={!canEdit} initialValues={{ ...saved, secretKey: '' }} style={{ maxWidth: 560 }}>
      <Form.Item label={t('smsSettings.provider')}>
        <Radio.Group value={provider} onChange={(event) => setProvider(event.target.value as SmsProvider)} optionType="button"
          options={SMS_PROVIDERS.map((value) => ({ value, label: t(`smsSettings.providers.${value}`) }))} />
      </Form.Item>
      {provider === 'tencent' ? <TencentFields saved={saved} /> : <Typography.Paragraph type="secondary">{t('smsSettings.outboxHint')}</Typography.Paragraph>}
      {canEdit && <Button type="primary" loading={saving} onClick={() => void save().catch(() => undefined)}>{t('smsSettings.save')}</Button>}
    </Form>
  );
}

/** Sends a text through the saved provider; a refusal shows the provider's reason (the request client shows it). */
function SendTestText() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ phone: string }>();
  const [sending, setSending] = useState(false);
  const send = async () => {
    const { phone } = await form.validateFields();
    setSending(true);
    try {
      await call(smsRoutes.sendTest, { body: { phone } });
      void message.success(t('smsSettings.testSent'));
    } finally {
      setSending(false);
    }
  };
  return (
    <Form form={form} layout="vertical" style={{ maxWidth: 560 }}>
      <Form.Item label={t('smsSettings.testPhone')} extra={t('smsSettings.testHint')} required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="phone" noStyle rules={[{ required: true, pattern: PHONE_PATTERN, message: t('smsSettings.phoneInvalid') }]}>
            <Input inputMode="tel" maxLength={11} aria-label={t('smsSettings.testPhone')} />
          </Form.Item>
          <Button loading={sending} onClick={() => void send().catch(() => undefined)}>{t('smsSettings.sendTest')}</Button>
        </Space.Compact>
      </Form.Item>
    </Form>
  );
}

/** 短信服务设置: which provider sends the texts, its settings, and a test text; the whole width of a phone. */
export function SmsSettingsDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const canEdit = useHas('edit');
  const narrow = !Grid.useBreakpoint().md;
  const saved = useCall(smsRoutes.settings).data;
  return (
    <Drawer open title={t('smsOutbox.settings')} size={narrow ? '100%' : 600} onClose={onClose}>
      {saved && (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <Alert type="info" showIcon title={t('smsSettings.current', { provider: t(`smsSettings.providers.${saved.provider}`) })} />
          <SmsSettingsForm key={saved.updatedAt ?? 'new'} saved={saved} />
          {canEdit && <SendTestText />}
        </Space>
      )}
    </Drawer>
  );
}
