import { Layout, theme } from 'antd';
import { useTranslation } from 'react-i18next';

/** Public registries where the company's ICP filing and telecom licence can be checked. */
const ICP_REGISTRY = 'https://beian.miit.gov.cn/';
const LICENCE_REGISTRY = 'https://tsm.miit.gov.cn/';

export function Footer() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Layout.Footer style={{ textAlign: 'center', padding: '12px 16px', fontSize: 12, color: token.colorTextTertiary, background: 'transparent' }}>
      <span>{t('footer.copyright', { year: new Date().getFullYear() })}</span>
      <span style={{ margin: '0 8px' }}>|</span>
      <a href={ICP_REGISTRY} target="_blank" rel="noreferrer">{t('footer.icp')}</a>
      <span style={{ margin: '0 8px' }}>|</span>
      <a href={LICENCE_REGISTRY} target="_blank" rel="noreferrer">{t('footer.licence')}</a>
    </Layout.Footer>
  );
}
