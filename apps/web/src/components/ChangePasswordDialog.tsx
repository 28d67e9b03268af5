import { App, Checkbox, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN, usersRoutes } from '@console/contract';
import { send } from '../lib/request.ts';

interface PasswordForm { oldPassword: string; newPassword: string; confirm: string; endOtherSessions: boolean }

/**
 * Changes the signed-in user's password. `forced`: the account signed in with a one-time password,
 * so the dialog cannot be dismissed until the password is replaced.
 */
export function ChangePasswordDialog({ open, forced, onDone }: { open: boolean; forced: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordForm>();

  const submit = async ({ oldPassword, newPassword, endOtherSessions }: PasswordForm) => {
    const { status_desc: done } = await send(usersRoutes.changePassword, { body: { oldPassword, newPassword, endOtherSessions } });
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
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values).catch(() => undefined)} initialValues={{ endOtherSessions: true }}>
        <Form.Item name="oldPassword" label={t('account.oldPassword')} rules={[{ required: true, message: t('account.oldRequired') }]}>
          <Input.Password autoComplete="current-password" autoFocus />
        </Form.Item>
        <Form.Item name="newPassword" label={t('account.newPassword')}
          rules={[{ required: true, min: PASSWORD_MIN, message: t('account.newRule', { min: PASSWORD_MIN }) }]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="confirm" label={t('account.confirm')} dependencies={['newPassword']}
          rules={[{ required: true, message: t('account.confirmRequired') }, ({ getFieldValue }) => ({
            validator: (_, value) => (value === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error(t('account.mismatch')))),
          })]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="endOtherSessions" valuePropName="checked">
          <Checkbox>{t('account.endOtherSessions')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
