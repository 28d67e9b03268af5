import { useState } from 'react';
import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space, theme } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { authRoutes } from '@console/contract';
import { call, refusalData, urlOf } from '../../lib/request.ts';
import { useSession } from '../../stores/session.store.ts';

interface LoginForm { username: string; password: string; captcha?: string }

/** Only same-site paths are followed after sign-in. */
function safeRedirect(target: string | null): string {
  return target && target.startsWith('/') && !target.startsWith('//') ? target : '/';
}

const needsCaptcha = (error: unknown) => refusalData(authRoutes.login, 400, error)?.captchaRequired === true;

/** The card and title are index.html's sign-in frame (its classes), so the form replaces the frame in place. */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const login = useSession((state) => state.login);
  const [form] = Form.useForm<LoginForm>();
  const [captchaId, setCaptchaId] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const { token } = theme.useToken();

  const newCaptcha = async () => {
    form.setFieldValue('captcha', '');
    setCaptchaId(await call(authRoutes.initCaptcha));
  };

  const submit = async ({ username, password, captcha }: LoginForm) => {
    setSubmitting(true);
    try {
      await login({ username, password, ...(captchaId && captcha && { captchaId, captcha }) });
      navigate(safeRedirect(search.get('redirect')), { replace: true });
    } catch (error) {
      if (needsCaptcha(error)) await newCaptcha();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="boot-frame">
      <div className="boot-card">
        <h3 className="boot-title">{t('login.title')}</h3>
        <Form form={form} onFinish={submit} size="large" autoComplete="on">
          <Form.Item name="username" rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}>
            <Input prefix={<UserOutlined />} placeholder={t('login.username')} aria-label={t('login.username')} autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item name="password" rules={[{ required: true, message: t('login.passwordRequired') }]}>
            <Input.Password prefix={<LockOutlined />} placeholder={t('login.password')} aria-label={t('login.password')} autoComplete="current-password" />
          </Form.Item>
          {captchaId && (
            <Form.Item>
              <Space.Compact style={{ width: '100%' }}>
                <Form.Item name="captcha" noStyle rules={[{ required: true, whitespace: true, message: t('login.captchaRequired') }]}>
                  <Input prefix={<SafetyOutlined />} placeholder={t('login.captcha')} aria-label={t('login.captcha')} maxLength={6} autoComplete="off" />
                </Form.Item>
                <button type="button" onClick={() => void newCaptcha()} title={t('login.refreshCaptcha')} style={{ padding: 0, border: `1px solid ${token.colorBorder}`, background: token.colorBgContainer, cursor: 'pointer' }}>
                  <img src={urlOf(authRoutes.drawCaptcha, { id: captchaId })} alt={t('login.captcha')} width={120} height={38} style={{ display: 'block' }} />
                </button>
              </Space.Compact>
            </Form.Item>
          )}
          <Button type="primary" htmlType="submit" block loading={submitting}>{t('login.submit')}</Button>
        </Form>
        <div style={{ marginTop: 12, textAlign: 'right' }}>
          <Link to="/shortMsg">{t('login.smsLogin')}</Link>
        </div>
      </div>
    </div>
  );
}
