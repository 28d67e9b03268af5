import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Badge, Button, Card, Col, Empty, Flex, Row, Skeleton, theme } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { messagesRoutes, UNREAD_BADGE_MAX, type MessageType, type TodoRecord } from '@console/contract/messages';
import { boundClientsRoutes } from '@console/contract/oauth2';
import { AppIcon, MenuIcon } from '../../components/icons.tsx';
import { LoadFailed } from '../../components/load-failed.tsx';
import { useOpenProduct } from '../../components/open-product.ts';
import { useHasOnPage } from '../../components/permission.tsx';
import { usePinnedProducts } from '../../components/product-queries.ts';
import { timeAgo } from '../../lib/dates.ts';
import { useCall } from '../../lib/query.ts';
import { MESSAGE_CENTRE_PATH } from '../../lib/routes.ts';
import { PlatformFigures } from './platform-figures.tsx';

/** Messages a panel lists; the message centre has the rest. */
const PANEL_SIZE = 5;
const ICON_SIZE = 16;

interface PanelBodyProps<T> {
  call: UseQueryResult<unknown>;
  items: readonly T[] | undefined;
  empty: string;
  children: (items: readonly T[]) => ReactNode;
}

/** A panel's content as its call goes: a skeleton while it loads, a retry after a failure, a word when there is nothing. */
function PanelBody<T>({ call, items, empty, children }: PanelBodyProps<T>) {
  if (call.isPending) return <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  // Failed, with nothing from before to show.
  if (!items) return <LoadFailed onRetry={() => void call.refetch()} />;
  if (items.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  return children(items);
}

function MessageLine({ message, to }: { message: TodoRecord; to: string }) {
  const { i18n } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Link to={to} style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '6px 0', color: token.colorText }}>
      <Badge status={message.read ? 'default' : 'processing'} />
      <span style={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: message.read ? 400 : 600 }}>
        {message.title}
      </span>
      <span style={{ flex: 'none', color: token.colorTextSecondary }}>{timeAgo(message.createTime, i18n.language)}</span>
    </Link>
  );
}

type MessageFilter = { read: 'false' } | { type: MessageType };

interface MessagePanelProps {
  title: string;
  /** The search of the panel, and of the message centre it leads to. */
  filter: MessageFilter;
  empty: string;
  /** Shows how many messages the search finds in all. */
  counted?: boolean;
}

/** The first messages of a search; each, and 查看全部, open the message centre on the same search. */
function MessagePanel({ title, filter, empty, counted = false }: MessagePanelProps) {
  const { t } = useTranslation();
  const messages = useCall(messagesRoutes.search, { body: { ...filter, pageSize: PANEL_SIZE } });
  const centre = `${MESSAGE_CENTRE_PATH}?${new URLSearchParams(filter)}`;
  const heading = <Flex gap="small" align="center">{title}{counted && <Badge count={messages.data?.total} overflowCount={UNREAD_BADGE_MAX} />}</Flex>;
  return (
    <Card size="small" title={heading} extra={<Link to={centre}>{t('home.more')}</Link>} style={{ height: '100%' }}>
      <PanelBody call={messages} items={messages.data?.records} empty={empty}>
        {(records) => records.map((message) => <MessageLine key={message.id} message={message} to={centre} />)}
      </PanelBody>
    </Card>
  );
}

/** The applications pinned to the top bar, opened as the top bar opens them. */
function Shortcuts() {
  const { t } = useTranslation();
  const pinned = usePinnedProducts();
  const open = useOpenProduct();
  return (
    <Card size="small" title={t('home.shortcuts')}>
      <PanelBody call={pinned} items={pinned.data} empty={t('home.noShortcuts')}>
        {(products) => (
          <Row gutter={[12, 12]}>
            {products.map((product) => (
              <Col key={product.id} xs={12} sm={8} md={6} xl={4}>
                <Button block title={product.productName} icon={<AppIcon icon={product.icon} size={ICON_SIZE} />} onClick={() => open(product)}>{product.productName}</Button>
              </Col>
            ))}
          </Row>
        )}
      </PanelBody>
    </Card>
  );
}

/**
 * The connected websites the user's roles show: each opens the website, whose own sign-in then comes
 * through the console (single sign-on). Users who have none see no card.
 */
function Websites() {
  const { t } = useTranslation();
  const websites = useCall(boundClientsRoutes.lists);
  if (!websites.data?.length) return null;
  return (
    <Card size="small" title={t('home.websites')}>
      <Row gutter={[12, 12]}>
        {websites.data.map((website) => (
          <Col key={website.clientId} xs={12} sm={8} md={6} xl={4}>
            <Button block href={website.homeUrl} target="_blank" rel="noopener noreferrer" title={website.name}
              icon={website.logo ? <img src={website.logo} alt="" width={ICON_SIZE} height={ICON_SIZE} style={{ objectFit: 'contain' }} /> : <MenuIcon name="link" />}>
              {website.name}
            </Button>
          </Col>
        ))}
      </Row>
    </Card>
  );
}

/** What the home page tells each user: the platform's figures to those who watch it, their to-dos, the notices, their applications and websites. */
export function HomeBoard() {
  const { t } = useTranslation();
  const watchesPlatform = useHasOnPage('system-monitoring-menu', 'view');
  return (
    <Flex vertical gap={16} style={{ marginTop: 16 }}>
      {watchesPlatform && <PlatformFigures />}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <MessagePanel title={t('home.todos')} filter={{ read: 'false' }} empty={t('home.noTodos')} counted />
        </Col>
        <Col xs={24} lg={12}>
          <MessagePanel title={t('home.notices')} filter={{ type: 'notice' }} empty={t('home.noNotices')} />
        </Col>
      </Row>
      <Shortcuts />
      <Websites />
    </Flex>
  );
}
