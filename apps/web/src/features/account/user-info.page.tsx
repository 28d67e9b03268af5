import { Button, Card, Flex, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { accountRoutes } from '@console/contract/account';
import { ChangePasswordForm, type PasswordForm } from '../../components/change-password-dialog.tsx';
import { LoadFailed } from '../../components/load-failed.tsx';
import { SocialBindingsPanel } from '../../components/social-bindings-dialog.tsx';
import { TwoFactorPanel } from '../../components/two-factor/two-factor-panel.tsx';
import { useCall, useInvalidate } from '../../lib/query.ts';
import { PhoneSection } from './phone-section.tsx';
import { ProfileSection } from './profile-section.tsx';
import { SessionsSection } from './sessions-section.tsx';

/** 登录密码: the password changed in place, the policy told; the other sessions end with it. */
function PasswordSection() {
  const { t } = useTranslation();
  const invalidate = useInvalidate();
  const [form] = Form.useForm<PasswordForm>();
  return (
    <div style={{ maxWidth: 420 }}>
      <Typography.Paragraph type="secondary">{t('userInfo.password.hint')}</Typography.Paragraph>
      <ChangePasswordForm form={form} onChanged={() => void invalidate(accountRoutes.sessions)}>
        <Button type="primary" htmlType="submit">{t('userInfo.password.submit')}</Button>
      </ChangePasswordForm>
    </div>
  );
}

/**
 * 账号信息 (`/saasView/user-center/user-info`): a customer's own profile, phone, password, two-factor
 * sign-in, outside accounts and signed-in devices, one card each.
 */
export default function UserInfoPage() {
  const { t } = useTranslation();
  const profile = useCall(accountRoutes.profile);
  const loading = !profile.data && !profile.isError;
  const failed = profile.isError && <LoadFailed onRetry={() => void profile.refetch()} />;
  return (
    <Flex vertical gap="middle" style={{ maxWidth: 960 }}>
      <Typography.Title level={4} style={{ margin: 0 }}>{t('userInfo.title')}</Typography.Title>
      <Card title={t('userInfo.profile.title')} loading={loading}>
        {failed || (profile.data && <ProfileSection profile={profile.data} />)}
      </Card>
      <Card title={t('userInfo.phone.title')} loading={loading}>
        {failed || (profile.data && <PhoneSection phone={profile.data.phone} />)}
      </Card>
      <Card title={t('userInfo.password.title')}>
        <PasswordSection />
      </Card>
      <Card title={t('userInfo.twoFactor.title')}>
        <TwoFactorPanel />
      </Card>
      <Card title={t('socialBindings.title')}>
        <SocialBindingsPanel />
      </Card>
      <Card title={t('userInfo.sessions.title')}>
        <SessionsSection />
      </Card>
    </Flex>
  );
}
