import { Suspense } from 'react';
import { Col, Row, Spin, Tag, theme } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { menuPages, useRouteTable, type AppRoute } from '../../lib/routes.ts';
import { MenuIcon } from '../../components/icons.tsx';
import { useRouteTitle } from '../../components/route-title.ts';
import { lazyExport } from '../../lib/on-demand.tsx';
import { useSession } from '../../stores/session.store.ts';
import styles from './home-page.module.css';
import { signedInName } from '../../components/account-name.ts';

/** The panels fetch the user's data with the contract's calls: they load after the welcome, keeping the first screen light. */
const HomeBoard = lazyExport(() => import('./home-board.tsx'), 'HomeBoard');


/** A card's look from the theme's tokens, so it follows the theme; antd's Card would bring its tabs along to the first screen. */
function useCardStyle() {
  const { token } = theme.useToken();
  return { background: token.colorBgContainer, borderRadius: token.borderRadiusLG, color: token.colorText };
}

function Tile({ route }: { route: AppRoute }) {
  const title = useRouteTitle();
  const card = useCardStyle();
  return (
    <Link to={route.path} data-testid="home-tile">
      <div className={styles.tile} style={card}>
        <div style={{ fontSize: 22 }}><MenuIcon name={route.meta?.icon} /></div>
        <Tag bordered={false}>{title(route.meta)}</Tag>
      </div>
    </Link>
  );
}

/**
 * The landing page: a welcome, the user's to-dos, notices and applications (and the platform's figures
 * to those who watch it), then the built pages the user may open, in menu order.
 */
export default function HomePage() {
  const { t } = useTranslation();
  const info = useSession((state) => state.info);
  // A tile leads to a page of the console; the menu alone opens external addresses.
  const pages = menuPages(useRouteTable().permission).filter((page) => !page.href && !page.meta?.unbuilt);
  const card = useCardStyle();
  const { token } = theme.useToken();
  return (
    <div>
      <section className={styles.welcome} style={card}>
        <h4 className={styles.title}>{t('home.welcome', { name: info && signedInName(info) })}</h4>
        <span style={{ color: token.colorTextSecondary }}>{t('home.description')}</span>
      </section>
      <Suspense fallback={<Spin style={{ display: 'block', margin: '24px auto' }} />}>
        <HomeBoard />
      </Suspense>
      <h5 className={styles.sectionTitle}>{t('home.pages')}</h5>
      <Row gutter={[16, 16]}>
        {pages.map((route) => (
          <Col key={route.path} xs={12} sm={8} md={6} xl={4}>
            <Tile route={route} />
          </Col>
        ))}
      </Row>
    </div>
  );
}
