import { useState } from 'react';
import { App, Button, Drawer, Form, Grid, Input, Switch, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { socialRoutes, type SocialProviderSettings } from '@console/contract/social';
import { useHas } from '../../components/permission.tsx';
import { call } from '../../lib/request.ts';
import { useCall, useInvalidate } from '../../lib/query.ts';

type ProviderForm = Pick<SocialProviderSettings, 'enabled' | 'displayName' | 'clientId' | 'clientSecret' | 'issuer' | 'endpoint'>;

/** One provider's settings: the secret is never shown, a blank one keeps the saved one. */
function ProviderSettingsForm({ saved }: { saved: SocialProviderSettings }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const canEdit = useHas('edit');
  const [form] = Form.useForm<ProviderForm>();
  const [saving, setSaving] = useState(false);
  const isOidc = saved.provider === 'oidc';
  const required = [{ required: true }];

  const save = async () => {
    const { enabled, displayName, clientId, clientSecret, issuer, endpoint } = await form.validateFields();
    const address = isOidc ? { issuer } : { endpoint: endpoint ?? '' };
    setSaving(true);
    try {
      await call(socialRoutes.saveProvider, { body: { provider: saved.provider, enabled, displayName, clientId, clientSecret, ...address } as never });
      void message.success(t('social.saved'));
      await invalidate(socialRoutes.providers);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form form={form} name={saved.provider} layout="vertical" disabled={!canEdit} initialValues={{ ...saved, clientSecret: "" }} style={{ maxWidth: 560 }}>
      <Form.Item name="enabled" label={t('social.enabled')} valuePropName="checked"><Switch /></Form.Item>
      <Form.Item name="displayName" label={t('social.buttonName')} rules={required}><Input maxLength={20} /></Form.Item>
      <Form.Item name="clientId" label={t(`social.clientIds.${saved.provider}`)} rules={required}><Input autoComplete="off" /></Form.Item>
      <Form.Item name="clientSecret" label={t(`social.secrets.${saved.provider}`)} extra={saved.clientSecret ? t('social.secretKept') : undefined} rules={saved.clientSecret ? [] : required}>
        <Input.Password autoComplete="new-password" placeholder={saved.clientSecret} />
      </Form.Item>
      {isOidc
        ? <Form.Item name="issuer" label={t('social.issuer')} extra={t('social.issuerHint')} rules={required}><Input placeholder="https://id.example.com" /></Form.Item>
        : <Form.Item name="endpoint" label={t('social.endpoint')} extra={t('social.endpointHint')}><Input /></Form.Item>}
      <Form.Item label={t('social.callbackUrl')} extra={t('social.callbackHint')}>
        <Typography.Text code copyable={{ text: saved.callbackUrl }} style={{ wordBreak: 'break-all' }}>{saved.callbackUrl}</Typography.Text>
      </Form.Item>
      {canEdit && <Button type="primary" loading={saving} onClick={() => void save().catch(() => undefined)}>{t('social.save')}</Button>}
    </Form>
  );
}

/** 登录方式设置: WeChat, GitHub and an OpenID Connect provider, each on a tab; the whole width of a phone. */
export function SocialProvidersDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const narrow = !Grid.useBreakpoint().md;
  const providers = useCall(socialRoutes.providers).data;
  return (
    <Drawer open title={t('social.settings')} size={narrow ? '100%' : 600} onClose={onClose}>
      {providers && (
        <Tabs items={providers.map((saved) => ({
          key: saved.provider,
          label: t(`social.providers.${saved.provider}`),
          children: <ProviderSettingsForm key={saved.updatedAt ?? 'new'} saved={saved} />,
        }))} />
      )}
    </Drawer>
  );
}
