import { App, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { accountRoutes } from '@console/contract';
import { send } from '../lib/request.ts';
import { passwordRulesHint, usePasswordRules } from './password-rules.ts';

interface PasswordForm { oldPassword: string; newPassword: string; confirm: string }

/**
 * Changes the signed-in user's password; the server checks the policy and ends the user's other sessions. `forced`: the account signed in with a one-time password,
 * so the dialog cannot be dismissed until the password is replaced.
 */
export function ChangePasswordDialog({ open, forced, onDone }: { open: boolean; forced: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordForm>();
  const rules = usePasswordRules(open);

  const submit = async ({ oldPassword, newPassword }: PasswordForm) => {
    const { status_desc: done } = await send(accountRoutes.updatePassword, { body: { oldPassword, newPassword } });
    void message.success(done || t('account.changed'));
    form.resetFields();
    onDone();
  };

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
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values).catch(() => undefined)}>
        <Form.Item name="oldPassword" label={t('account.oldPassword')} rules={[{ required: true, message: t('account.oldRequired') }]}>
          <Input.Password autoComplete="current-password" autoFocus />
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
      </Form>
    </Modal>
  );
}
