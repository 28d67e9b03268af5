import { Suspense, useState } from 'react';
import { AppstoreOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Drawer, Flex, Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useActiveProduct } from '../../stores/active-product.store.ts';
import { useOpenProduct } from '../../components/open-product.ts';
import { PinnedEditor } from './lazy-pinned-editor.ts';
import { PinnedState } from './product-bar.tsx';
import { usePinnedProducts } from '../../components/product-queries.ts';
import { ProductSearch } from './product-search.tsx';

/** Wide enough for an application's name, narrow enough to leave a phone's page in sight. */
const DRAWER_WIDTH = 300;

/**
 * The top bar's applications on a phone, where the bar has no room for them: one button opening a
 * drawer with the product search, every pinned application (the active one marked) and the editor
 * of the pinned list. Opening an application closes the drawer.
 */
export function ProductsDrawer() {
  const { t } = useTranslation();
  const pinned = usePinnedProducts();
  const open = useOpenProduct();
  const activeIndex = useActiveProduct((state) => state.index);
  const [shown, setShown] = useState(false);
  const [editing, setEditing] = useState(false);
  const products = pinned.data ?? [];
  const activeId = activeIndex === null ? undefined : products[activeIndex]?.id;

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const product = products.find((candidate) => String(candidate.id) === key);
    if (!product) return;
    setShown(false);
    open(product);
  };
  const edit = () => {
    setShown(false);
    setEditing(true);
  };

  return (
    <>
      <Button type="text" icon={<AppstoreOutlined />} aria-label={t('nav.products')} title={t('nav.products')} onClick={() => setShown(true)} />
      <Drawer open={shown} onClose={() => setShown(false)} title={t('nav.products')} placement="right" size={DRAWER_WIDTH}
        styles={{ body: { padding: 12 } }}>
        <Flex vertical gap="small">
          <ProductSearch block onOpened={() => setShown(false)} />
          <Menu
            mode="inline"
            aria-label={t('nav.products')}
            items={products.map((product) => ({ key: String(product.id), label: product.productName, title: product.productName }))}
            selectedKeys={activeId === undefined ? [] : [String(activeId)]}
            onClick={onClick}
            style={{ borderInlineEnd: 'none' }}
          />
          <PinnedState pinned={pinned} onEdit={edit} />
          <Button icon={<PlusOutlined />} disabled={!pinned.data} onClick={edit}>{t('productBar.edit')}</Button>
        </Flex>
      </Drawer>
      {editing && pinned.data && <Suspense fallback={null}><PinnedEditor pinned={pinned.data} onClose={() => setEditing(false)} /></Suspense>}
    </>
  );
}
