import { Button, Card, Col, Empty, Row, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SaasTheme } from '@console/contract/saas-view';
import { LoadFailed } from '../../components/load-failed.tsx';
import { MenuIcon } from '../../components/icons.tsx';
import { themeName, useChooseTheme, useSaasUser } from '../../components/saas-user.ts';

function ThemeCard({ theme, choosing, onChoose }: { theme: SaasTheme; choosing: boolean; onChoose(): void }) {
  const { t } = useTranslation();
  return (
    <Card
      hoverable
      data-testid="theme-card"
      role="button"
      tabIndex={0}
      aria-label={themeName(theme)}
      onClick={onChoose}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        onChoose();
      }}
      style={{ height: '100%', borderColor: theme.chosen ? 'var(--ant-color-primary)' : undefined }}
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 12, height: '100%' } }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        <span aria-hidden style={{ fontSize: 28, color: 'var(--ant-color-primary)' }}><MenuIcon name={theme.icon} /></span>
        <Typography.Title level={5} style={{ margin: 0, flex: 1, minWidth: 0 }} ellipsis>{themeName(theme)}</Typography.Title>
        {theme.chosen && <Tag color="blue">{t('saasView.current')}</Tag>}
      </div>
      <Typography.Paragraph type="secondary" style={{ margin: 0, flex: 1 }} ellipsis={{ rows: 3 }}>
        {theme.description || theme.productName}
      </Typography.Paragraph>
      <Button type={theme.chosen ? 'primary' : 'default'} loading={choosing} tabIndex={-1} style={{ alignSelf: 'flex-start' }}>
        {choosing ? t('saasView.opening') : t('saasView.enter')}
      </Button>
    </Card>
  );
}

/** 主题选择: the customer's SaaS products as cards; choosing one makes it active and opens it. */
export default function SaasViewPage() {
  const { t } = useTranslation();
  const user = useSaasUser();
  const choose = useChooseTheme();
  if (user.isError) return <LoadFailed onRetry={() => void user.refetch()} />;
  const themes = user.data?.themes;
  return (
    <div>
      <Typography.Title level={4} style={{ marginTop: 0 }}>{t('saasView.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('saasView.hint')}</Typography.Paragraph>
      {themes === undefined ? (
        <Row gutter={[16, 16]}>
          {[0, 1, 2].map((key) => <Col key={key} xs={24} sm={12} lg={8} xl={6}><Card loading /></Col>)}
        </Row>
      ) : themes.length === 0 ? (
        <Empty description={<>{t('saasView.empty')}<br />{user.data?.mainAccount ? t('saasView.emptySub') : t('saasView.emptyMain')}</>} />
      ) : (
        <Row gutter={[16, 16]}>
          {themes.map((theme) => (
            <Col key={theme.id} xs={24} sm={12} lg={8} xl={6}>
              <ThemeCard theme={theme} choosing={choose.isPending && choose.variables?.id === theme.id} onChoose={() => choose.mutate(theme)} />
            </Col>
          ))}
        </Row>
      )}
    </div>
  );
}
