import { Card, Col, Row, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AppRoute } from '../../app/route-types.ts';
import { MenuIcon } from '../../shell/icons.tsx';
import { useRouteTitle } from '../../shell/route-title.ts';
import { useSession } from '../../stores/session.store.ts';

/** Pages shown in the menu: not hidden themselves, nor in a hidden area. */
const menuPages = (routes: readonly AppRoute[]): AppRoute[] =>
  routes.filter((route) => !route.hidden).flatMap((route) => [...(route.component ? [route] : []), ...menuPages(route.children ?? [])]);

/** The landing page: a welcome and shortcuts to the pages the user may open. */
export default function HomePage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const { info, routes } = useSession();
  const pages = menuPages(routes);
  return (
    <div>
      <Card>
        <Typography.Title level={4} style={{ marginTop: 0 }}>{t('home.welcome', { name: info?.name || info?.userName })}</Typography.Title>
        <Typography.Text type="secondary">{t('home.description')}</Typography.Text>
      </Card>
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        {pages.map((route) => (
          <Col key={route.path} xs={12} sm={8} md={6} xl={4}>
            <Link to={route.path}>
              <Card hoverable size="small" style={{ textAlign: 'center' }}>
                <div style={{ fontSize: 22 }}><MenuIcon name={route.meta?.icon} /></div>
                <Tag bordered={false}>{title(route.meta)}</Tag>
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </div>
  );
}
