import { useState } from 'react';
import { PushpinFilled, PushpinOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Row, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PinGroup } from '@console/contract/products';
import { LoadFailed } from '../../components/load-failed.tsx';
import { useOpenProduct } from '../../components/open-product.ts';
import { PinPanel } from './pin-panel.tsx';
import { usePinGroups, usePinnedProducts } from '../../components/product-queries.ts';

function CategoryApps({ group, pinnedIds }: { group: PinGroup; pinnedIds: ReadonlySet<number> }) {
  const { t } = useTranslation();
  const open = useOpenProduct();
  return (
    <Card size="small" title={group.productName} style={{ marginTop: 16 }}>
      <Row gutter={[12, 12]}>
        {group.productList.map((option) => (
          <Col key={option.id} xs={12} sm={8} md={6} xl={4}>
            <Button block title={option.productName} onClick={() => open(option)}
              icon={pinnedIds.has(option.id) ? <PushpinFilled aria-label={t('productBar.pinned')} /> : undefined}>
              {option.productName}
            </Button>
          </Col>
        ))}
      </Row>
    </Card>
  );
}

/** The applications view (the top-bar item `apps`): every application the user may use, by category. */
export default function AppsPage() {
  const { t } = useTranslation();
  const groups = usePinGroups();
  const pinned = usePinnedProducts();
  const [pinning, setPinning] = useState(false);
  const pinnedIds = new Set((pinned.data ?? []).map((product) => product.id));

  return (
    <div>
      <Card>
        <Typography.Title level={4} style={{ margin: 0, display: 'inline-block' }}>{t('productBar.allApplications')}</Typography.Title>
        <Button icon={<PushpinOutlined />} disabled={!pinned.data} onClick={() => setPinning(true)} style={{ float: 'right' }}>
          {t('productBar.pinPanel')}
        </Button>
      </Card>
      {groups.isPending && <Spin style={{ display: 'block', margin: '48px auto' }} />}
      {groups.isError && <LoadFailed onRetry={() => void groups.refetch()} />}
      {groups.data?.length === 0 && <Empty style={{ marginTop: 48 }} description={t('productBar.noApplications')} />}
      {groups.data?.map((group) => <CategoryApps key={group.id} group={group} pinnedIds={pinnedIds} />)}
      {pinning && pinned.data && (
        <PinPanel keptIds={pinned.data.map((product) => product.id)} onClose={() => setPinning(false)} />
      )}
    </div>
  );
}
