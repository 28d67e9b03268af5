import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { accountRoutes, type AccountProfile, type ProfileUpdate } from '@console/contract/account';
import { saasViewRoutes } from '@console/contract/saas-view';
import { ImageUpload } from '../../components/file-upload.tsx';
import { useInvalidate } from '../../lib/query.ts';
import { send } from '../../lib/request.ts';

type ProfileValues = Required<ProfileUpdate>;

const NAME_MAX = 50;
const PLACE_MAX = 100;

/**
 * 基本资料: name, avatar, company and region. A sub-account's company and region are its main
 * account's: shown read-only with a note, and never sent (the server refuses them).
 */
export function ProfileSection({ profile }: { profile: AccountProfile }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const [form] = Form.useForm<ProfileValues>();
  const sub = profile.mainAccount !== null;
  const tooLong = (count: number) => ({ max: count, message: t('userInfo.profile.tooLong', { count }) });

  const save = useMutation({
    mutationFn: ({ name, avatar, company, region }: ProfileValues) =>
      send(accountRoutes.updateProfile, { body: sub ? { name, avatar } : { name, avatar, company, region } }),
    onSuccess: ({ status_desc: done }) => {
      void message.success(done);
      // The customer shell's top bar shows the same name and avatar.
      void invalidate(accountRoutes.profile, saasViewRoutes.syncSaasUserInfo);
    },
  });

  return (
    <Form
      form={form} layout="vertical" style={{ maxWidth: 560 }} disabled={save.isPending}
      initialValues={{ name: profile.name, avatar: profile.avatar, company: profile.company, region: profile.region }}
      onFinish={(values) => save.mutate(values)}
    >
      <Typography.Paragraph>
        <Typography.Text type="secondary">{t('userInfo.profile.username')}：</Typography.Text>
        <Typography.Text strong>{profile.username}</Typography.Text>
      </Typography.Paragraph>
      <Form.Item name="avatar" label={t('userInfo.profile.avatar')}>
        <ImageUpload />
      </Form.Item>
      <Form.Item name="name" label={t('userInfo.profile.name')} rules={[{ required: true, whitespace: true, message: t('userInfo.profile.nameRequired') }, tooLong(NAME_MAX)]}>
        <Input autoComplete="name" maxLength={NAME_MAX} />
      </Form.Item>
      {sub && <Alert type="info" showIcon title={t('userInfo.profile.fromMain', { name: profile.mainAccount!.name })} style={{ marginBottom: 16 }} />}
      <Form.Item name="company" label={t('userInfo.profile.company')} rules={[tooLong(PLACE_MAX)]}>
        <Input autoComplete="organization" maxLength={PLACE_MAX} disabled={sub} />
      </Form.Item>
      <Form.Item name="region" label={t('userInfo.profile.region')} rules={[tooLong(PLACE_MAX)]}>
        <Input maxLength={PLACE_MAX} disabled={sub} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>{t('userInfo.profile.save')}</Button>
    </Form>
  );
}
