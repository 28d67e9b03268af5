import { Suspense, useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Spin, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProductLink } from '@console/contract/products';
import { useActiveProduct } from '../../stores/active-product.store.ts';
import { BarMenu } from './bar-menu.tsx';
import { OverviewLink } from './overview-link.tsx';
import { useOpenProduct } from '../../components/open-product.ts';
import { PinnedEditor } from './lazy-pinned-editor.ts';
import { usePinnedProducts } from '../../components/product-queries.ts';
import { ProductSearch } from './product-search.tsx';

/** Long application names are cut, so that more of them fit. */
const ITEM_MAX_WIDTH = 120;
const OVERVIEW_KEY = 'overview';

function ProductName({ product }: { product: ProductLink }) {
  return (
    <span title={product.productName} data-testid="product-item"
      style={{ display: 'inline-block', maxWidth: ITEM_MAX_WIDTH, overflow: 'hidden', textOverflow: 'ellipsis', verticalAlign: 'top' }}>
      {product.productName}
    </span>
  );
}

const productItem = (product: ProductLink) => ({ key: String(product.id), label: <ProductName product={product} /> });
const OVERVIEW = [{ key: OVERVIEW_KEY, label: <OverviewLink /> }];

/** The pinned applications, the active one selected. */
function ProductMenu({ products }: { products: readonly ProductLink[] }) {
  const { t } = useTranslation();
  const open = useOpenProduct();
  const activeIndex = useActiveProduct((state) => state.index);
  const activeId = activeIndex === null ? undefined : products[activeIndex]?.id;
  const onClick: MenuProps['onClick'] = ({ key }) => {
    const product = products.find((candidate) => String(candidate.id) === key);
    if (product) open(product);
  };
  return (
    <BarMenu lead={OVERVIEW} entries={products} itemOf={productItem} more={t('productBar.more')}
      selectedKeys={activeId === undefined ? [] : [String(activeId)]} onClick={onClick} />
  );
}

/** The pinned applications as they load: a spinner, a retry, or an invitation to choose some. */
export function PinnedState({ pinned, onEdit }: { pinned: ReturnType<typeof usePinnedProducts>; onEdit(): void }) {
  const { t } = useTranslation();
  if (pinned.isPending) return <Spin size="small" style={{ padding: '0 8px' }} />;
  if (pinned.isError) return <Button type="link" onClick={() => void pinned.refetch()}>{t('productBar.loadFailed')}</Button>;
  return pinned.data.length === 0 ? <Button type="link" onClick={onEdit}>{t('nav.noProducts')}</Button> : null;
}

/** The top bar's applications: 总览 and the pinned ones, the + button that edits them, and the search. */
export function ProductBar() {
  const { t } = useTranslation();
  const pinned = usePinnedProducts();
  const [editing, setEditing] = useState(false);
  return (
    <div role="group" aria-label={t('nav.products')} data-testid="product-bar" style={{ flex: '1 1 0', minWidth: 0, display: 'flex', alignItems: 'center', gap: 4 }}>
      <ProductMenu products={pinned.data ?? []} />
      <PinnedState pinned={pinned} onEdit={() => setEditing(true)} />
      <Button type="text" icon={<PlusOutlined />} aria-label={t('productBar.edit')} title={t('productBar.edit')} disabled={!pinned.data}
        onClick={() => setEditing(true)} />
      <ProductSearch />
      {editing && pinned.data && <Suspense fallback={null}><PinnedEditor pinned={pinned.data} onClose={() => setEditing(false)} /></Suspense>}
    </div>
  );
}
