import type { ReactNode } from 'react';
import { App, Form, Input, Modal, Typography, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { accountRoutes } from '@console/contract/account';
import { send } from '../lib/request.ts';
import { passwordRulesHint, usePasswordRules } from './password-rules.ts';

export interface PasswordForm { oldPassword: string; newPassword: string; confirm: string }

interface ChangePasswordFormProps {
  form: FormInstance<PasswordForm>;
  /** Whether the form shows: the policy is asked for then. */
  shown?: boolean;
  autoFocus?: boolean;
  /** Once the server took the new password (its message shown, the form emptied). */
  onChanged: () => void;
  /** Below the fields: the form's own submit button, when no dialog submits it. */
  children?: ReactNode;
}

/**
 * The fields of a change of the signed-in user's password, with the policy told, and its sending; the
 * server checks the policy and ends the user's other sessions.
 */
export function ChangePasswordForm({ form, shown = true, autoFocus = false, onChanged, children }: ChangePasswordFormProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const rules = usePasswordRules(shown);

  const submit = async ({ oldPassword, newPassword }: PasswordForm) => {
    const { status_desc: done } = await send(accountRoutes.updatePassword, { body: { oldPassword, newPassword } });
    void message.success(done || t('account.changed'));
    form.resetFields();
    onChanged();
  };

  return (
    <Form form={form} layout="vertical" onFinish={(values) => void submit(values).catch(() => undefined)}>
      <Form.Item name="oldPassword" label={t('account.oldPassword')} rules={[{ required: true, message: t('account.oldRequired') }]}>
        <Input.Password autoComplete="current-password" autoFocus={autoFocus} />
      </Form.Item>
      <Form.Item name="newPassword" label={t('account.newPassword')} extra={passwordRulesHint(t, rules)}
        rules={[{ required: true, min: rules.minLength, message: t('account.newRule', { min: rules.minLength }) }]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="confirm" label={t('account.confirm')} dependencies={['newPassword']}
        rules={[{ required: true, message: t('account.confirmRequired') }, ({ getFieldValue }) => ({
          validator: (_, value) => (value === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error(t('account.mismatch')))),
        })]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      {children}
    </Form>
  );
}

/**
 * Changes the signed-in user's password in a dialog. `forced`: the account signed in with a one-time
 * password, so the dialog cannot be dismissed until the password is replaced.
 */
export function ChangePasswordDialog({ open, forced, onDone }: { open: boolean; forced: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PasswordForm>();

  return (
    <Modal
      open={open}
      title={forced ? t('account.forcedTitle') : t('account.changeTitle')}
      okText={t('account.submit')}
      onOk={() => form.submit()}
      closable={!forced}
      maskClosable={!forced}
      keyboard={!forced}
      cancelButtonProps={{ style: forced ? { display: 'none' } : undefined }}
      onCancel={onDone}
      destroyOnHidden
    >
      {forced && <Typography.Paragraph type="warning">{t('account.forcedHint')}</Typography.Paragraph>}
      <ChangePasswordForm form={form} shown={open} autoFocus onChanged={onDone} />
    </Modal>
  );
}
