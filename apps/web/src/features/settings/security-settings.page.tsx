import { SettingsList } from './settings.page.tsx';

/** 安全设置: the security administrator's settings (passwords, sessions, the sign-in captcha, how long logs are kept). */
export default function SecuritySettingsPage() {
  return <SettingsList group="security" />;
}
