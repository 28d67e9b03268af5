import { useState } from 'react';
import { App, Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { accountRoutes } from '@console/contract/account';
import { smsRoutes } from '@console/contract/sms';
import { PhoneCodeFields, usePhoneCode } from '../../components/sms-code.tsx';
import { useInvalidate } from '../../lib/query.ts';
import { send } from '../../lib/request.ts';

/** 手机号: the account's own number in full, and changing it with a code sent to the new one (after a captcha). */
export function PhoneSection({ phone }: { phone: string | null }) {
  const { t } = useTranslation();
  const [changing, setChanging] = useState(false);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <Typography.Text type="secondary">{t('userInfo.phone.current')}：</Typography.Text>
        <Typography.Text strong>{phone ?? t('userInfo.phone.none')}</Typography.Text>
        {!changing && <Button onClick={() => setChanging(true)}>{t(phone ? 'userInfo.phone.change' : 'userInfo.phone.bind')}</Button>}
      </Space>
      {changing && <ChangePhoneForm onDone={() => setChanging(false)} />}
    </Space>
  );
}

function ChangePhoneForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const form = usePhoneCode(
    {
      phone: t('userInfo.phone.newPhone'), phoneInvalid: t('userInfo.phone.phoneInvalid'),
      captchaRequired: t('userInfo.phone.captchaRequired'), codeInvalid: t('userInfo.phone.codeInvalid'),
    },
    (body) => send(smsRoutes.sendPhoneCode, { body }),
  );
  const changePhone = form.submit(async (filled) => {
    const { status_desc: done } = await send(smsRoutes.changePhone, { body: filled });
    void message.success(done);
    // The other sessions ended with the change.
    await invalidate(accountRoutes.profile, accountRoutes.sessions);
    onDone();
  });

  return (
    <form onSubmit={(event) => void changePhone(event)} noValidate style={{ maxWidth: 420 }} aria-label={t('userInfo.phone.change')}>
      <Typography.Paragraph type="secondary">{t('userInfo.phone.hint')}</Typography.Paragraph>
      <PhoneCodeFields form={form} />
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={form.submitting}>{t('userInfo.phone.submit')}</Button>
        <Button onClick={onDone}>{t('userInfo.phone.cancel')}</Button>
      </Space>
    </form>
  );
}
