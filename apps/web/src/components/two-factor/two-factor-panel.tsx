import { useState } from 'react';
import { App, Button, Flex, Form, Input, Modal, Space, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { twoFactorRoutes } from '@console/contract/two-factor';
import { formatDateTime } from '../../lib/dates.ts';
import { useCall, useInvalidate } from '../../lib/query.ts';
import { call } from '../../lib/request.ts';
import { LoadFailed } from '../load-failed.tsx';
import { useSignOut } from '../sign-out.ts';
import { Enrolment } from './enrolment.tsx';
import './messages.ts';

/** Turning the second factor off, the current password confirming it. */
function TurnOffDialog({ open, onDone }: { open: boolean; onDone: (turnedOff: boolean) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ password: string }>();
  const turnOff = async ({ password }: { password: string }) => {
    await call(twoFactorRoutes.turnOff, { body: { password } });
    void message.success(t('twoFactor.turnedOffDone'));
    onDone(true);
  };
  return (
    <Modal open={open} title={t('twoFactor.turnOffTitle')} okText={t('twoFactor.turnOff')} okButtonProps={{ danger: true }}
      onOk={() => form.submit()} onCancel={() => onDone(false)} destroyOnHidden>
      <Typography.Paragraph>{t('twoFactor.turnOffHint')}</Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={(values) => void turnOff(values).catch(() => undefined)}>
        <Form.Item name="password" label={t('twoFactor.currentPassword')} rules={[{ required: true, message: t('twoFactor.passwordRequired') }]}>
          <Input.Password autoComplete="current-password" autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * 两步验证 of the signed-in account: whether it is on and since when, the recovery codes left, and
 * turning it on, replacing the authenticator, or turning it off (not while a role requires it).
 * `enabled`: whether the status is asked for (a closed dialog asks nothing).
 */
export function TwoFactorPanel({ enabled = true }: { enabled?: boolean }) {
  const { t } = useTranslation();
  const invalidate = useInvalidate();
  const status = useCall(twoFactorRoutes.status, {}, { enabled });
  const [enrolling, setEnrolling] = useState(false);
  const [turningOff, setTurningOff] = useState(false);
  const refresh = () => void invalidate(twoFactorRoutes.status);

  if (status.isError) return <LoadFailed onRetry={() => void status.refetch()} />;
  if (!status.data) return <Flex justify="center" style={{ padding: 24 }}><Spin /></Flex>;
  const { enrolled, enrolledAt, required, recoveryCodesLeft } = status.data;
  if (enrolling) {
    return <Enrolment replacing={enrolled} onCancel={() => setEnrolling(false)} onDone={() => {
      setEnrolling(false);
      refresh();
    }} />;
  }
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{t('twoFactor.intro')}</Typography.Paragraph>
      <Space wrap>
        <Tag color={enrolled ? 'success' : 'default'} data-testid="two-factor-state">{enrolled ? t('twoFactor.on') : t('twoFactor.off')}</Tag>
        {enrolledAt && <Typography.Text type="secondary">{t('twoFactor.since', { time: formatDateTime(enrolledAt) })}</Typography.Text>}
        {enrolled && <Typography.Text type="secondary">{t('twoFactor.recoveryLeft', { count: recoveryCodesLeft })}</Typography.Text>}
        {required && <Tag color="processing">{t('twoFactor.required')}</Tag>}
      </Space>
      <Space wrap>
        <Button type={enrolled ? 'default' : 'primary'} onClick={() => setEnrolling(true)}>{enrolled ? t('twoFactor.rebind') : t('twoFactor.enable')}</Button>
        {enrolled && !required && <Button danger onClick={() => setTurningOff(true)}>{t('twoFactor.turnOff')}</Button>}
      </Space>
      <TurnOffDialog open={turningOff} onDone={(turnedOff) => {
        setTurningOff(false);
        if (turnedOff) refresh();
      }} />
    </Flex>
  );
}

/** 两步验证 in a dialog, from the top bar's user menu. */
export function TwoFactorDialog({ open, onDone }: { open: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={t('twoFactor.title')} onCancel={onDone} footer={<Button onClick={onDone}>{t('account.submit')}</Button>} destroyOnHidden>
      <TwoFactorPanel enabled={open} />
    </Modal>
  );
}

/**
 * All an account whose role requires two factors sees until it enrolls one: the enrolment, which
 * cannot be dismissed, and a way to sign out.
 */
export function TwoFactorEnrolmentDialog({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <Modal open title={t('twoFactor.enrolTitle')} closable={false} maskClosable={false} keyboard={false}
      footer={<Button type="link" onClick={() => void signOut()}>{t('twoFactor.signOut')}</Button>}>
      <Typography.Paragraph type="warning">{t('twoFactor.forcedHint')}</Typography.Paragraph>
      <Enrolment replacing={false} onDone={onDone} />
    </Modal>
  );
}
