import { useEffect, useState } from 'react';
import { Alert, App, Button, Flex, Form, Input, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { twoFactorRoutes, type TwoFactorEnrolment } from '@console/contract/two-factor';
import { saveBlob } from '../../lib/download.ts';
import { call } from '../../lib/request.ts';
import { QrCode } from './qr-code.tsx';
import './messages.ts';

/** A base32 key in groups of four, as people copy it by hand; apps ignore the spaces. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

interface CodeForm { code: string; password?: string }

/**
 * Ten single-use recovery codes, shown this once: to download or copy before going on. The server
 * keeps only their digests.
 */
function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const download = () => saveBlob(new Blob([`${codes.join('\n')}\n`], { type: 'text/plain' }), `${t('twoFactor.recoveryFile')}.txt`);
  return (
    <Flex vertical gap="middle">
      <Typography.Title level={5} style={{ margin: 0 }}>{t('twoFactor.recoveryTitle')}</Typography.Title>
      <Alert type="warning" showIcon title={t('twoFactor.recoveryHint')} />
      <ol data-testid="recovery-codes" style={{ margin: 0, paddingInlineStart: 28, columns: 2, fontFamily: 'monospace', fontSize: 15, lineHeight: 1.9 }}>
        {codes.map((code) => <li key={code}>{code}</li>)}
      </ol>
      <Flex gap="small" wrap justify="flex-end">
        <Button onClick={download}>{t('twoFactor.download')}</Button>
        <Typography.Text copyable={{ text: codes.join('\n'), tooltips: [t('twoFactor.copy'), t('twoFactor.copied')] }} style={{ alignSelf: 'center' }} />
        <Button type="primary" onClick={onDone}>{t('twoFactor.saved')}</Button>
      </Flex>
    </Flex>
  );
}

/**
 * Enrolling an authenticator: a secret offered by the server (nothing kept yet) as a QR code and as
 * text, confirmed with a code the app shows, then the recovery codes. `replacing`: an enrolled one is
 * replaced, which needs the current password too. `onCancel`: offered where the enrolment may be left.
 */
export function Enrolment({ replacing, onDone, onCancel }: { replacing: boolean; onDone: () => void; onCancel?: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<CodeForm>();
  const [offer, setOffer] = useState<TwoFactorEnrolment>();
  const [codes, setCodes] = useState<string[]>();
  const [sending, setSending] = useState(false);

  useEffect(() => {
    let shown = true;
    void call(twoFactorRoutes.startEnrolment).then((offered) => shown && setOffer(offered), () => undefined);
    return () => {
      shown = false;
    };
  }, []);

  const confirm = async ({ code, password }: CodeForm) => {
    setSending(true);
    try {
      const { recoveryCodes } = await call(twoFactorRoutes.confirmEnrolment, { body: { enrolment: offer!.enrolment, code: code.trim(), ...(password && { password }) } });
      void message.success(t('twoFactor.enabledDone'));
      setCodes(recoveryCodes);
    } catch {
      form.setFieldValue('code', '');
    } finally {
      setSending(false);
    }
  };

  if (codes) return <RecoveryCodes codes={codes} onDone={onDone} />;
  if (!offer) return <Flex justify="center" style={{ padding: 32 }}><Spin /></Flex>;
  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={(values) => void confirm(values)}>
      <Typography.Paragraph>{t('twoFactor.scan')}</Typography.Paragraph>
      <Flex justify="center"><QrCode text={offer.uri} size={200} label={t('twoFactor.qrLabel')} /></Flex>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 4 }}>{t('twoFactor.manual')}</Typography.Paragraph>
      <Typography.Paragraph code copyable={{ text: offer.secret, tooltips: [t('twoFactor.copy'), t('twoFactor.copied')] }} data-testid="two-factor-secret" style={{ wordBreak: 'break-all' }}>
        {grouped(offer.secret)}
      </Typography.Paragraph>
      <Form.Item name="code" label={t('twoFactor.enterCode')} rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: t('twoFactor.codeRule') }]}>
        <Input size="large" inputMode="numeric" autoComplete="one-time-code" maxLength={8} placeholder="123456" aria-label={t('twoFactor.code')} style={{ maxWidth: 200, letterSpacing: 4 }} />
      </Form.Item>
      {replacing && (
        <Form.Item name="password" label={t('twoFactor.currentPassword')} extra={t('twoFactor.currentPasswordHint')} rules={[{ required: true, message: t('twoFactor.passwordRequired') }]}>
          <Input.Password autoComplete="current-password" style={{ maxWidth: 320 }} />
        </Form.Item>
      )}
      <Space>
        <Button type="primary" htmlType="submit" loading={sending}>{t('twoFactor.confirm')}</Button>
        {onCancel && <Button onClick={onCancel}>{t('twoFactor.cancel')}</Button>}
      </Space>
    </Form>
  );
}
