import { useState } from 'react';
import { App, Button, Descriptions, Divider, Drawer, Empty, Result, Space, Spin } from 'antd';
import { saasProductsRoutes, type ProductRecord, type SaasProductRecord } from '@console/contract/products';
import { useTranslation } from 'react-i18next';
import { Cell } from '../../crud/cells.tsx';
import { RecordDialog } from '../../crud/record-dialog.tsx';
import { RowAction } from '../../crud/row-action.tsx';
import { useHas } from '../../components/permission.tsx';
import { useCall, useInvalidate } from '../../lib/query.ts';
import { call } from '../../lib/request.ts';
import { SaasDataForm } from './saas-data-form.tsx';
import { saasProductResource } from './saas-product.resource.ts';
import { wordsOf } from '../../lib/i18n.ts';

interface SaasProductDrawerProps {
  product: ProductRecord;
  onClose: () => void;
}

/** Whether an application is offered to customer accounts, how, and with which per-product data. */
export function SaasProductDrawer({ product, onClose }: SaasProductDrawerProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const canAdd = useHas('add');
  const canEdit = useHas('edit');
  const canDelete = useHas('delete');
  const all = useCall(saasProductsRoutes.listAll);
  const saas = all.data?.find(({ productId }) => productId === product.id);
  const resource = saasProductResource(product.id);
  const [dialog, setDialog] = useState<{ record?: SaasProductRecord } | null>(null);

  const refresh = () => void invalidate(saasProductsRoutes.listAll);
  const remove = async (id: number) => {
    await call(saasProductsRoutes.delete, { query: { ids: String(id) } });
    void message.success(t('products.saasRemoved'));
    refresh();
  };

  const offer = (
    <Empty description={t('products.saasNone')}>
      {canAdd && <Button type="primary" onClick={() => setDialog({})}>{t('products.saasOffer')}</Button>}
    </Empty>
  );
  const details = saas && (
    <>
      <Descriptions
        bordered
        column={1}
        size="small"
        title={t('products.saasRecord')}
        extra={
          <Space size={0}>
            {canEdit && <RowAction label={t('crud.edit')} onClick={() => setDialog({ record: saas })} />}
            {canDelete && (
              <RowAction label={t('products.saasRemove')} danger confirm={t('products.saasRemoveConfirm', { name: product.productName })} onClick={() => remove(saas.id)} />
            )}
          </Space>
        }
        items={resource.columns.map((column) => ({ key: column.key, label: wordsOf(t, column.title), children: <Cell column={column} record={saas} /> }))}
      />
      <Divider titlePlacement="start">{t('products.data')}</Divider>
      <SaasDataForm key={saas.id} saas={saas} />
    </>
  );

  return (
    <Drawer open size={640} title={t('products.saasTitle', { name: product.productName })} onClose={onClose}>
      {all.isError && <Result status="error" title={t('crud.loadFailed')} />}
      {all.isPending && <Spin />}
      {all.isSuccess && (details ?? offer)}
      {dialog && (
        <RecordDialog
          resource={resource}
          record={dialog.record}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            refresh();
          }}
        />
      )}
    </Drawer>
  );
}
