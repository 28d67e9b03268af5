import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Checkbox, Empty, Flex, Result, Select, Space, Spin, Tag, Typography } from 'antd';
import { id } from '@console/contract';
import { positionConfigRoutes, type PositionChoice } from '@console/contract/dicts';
import { productsRoutes } from '@console/contract/products';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useHas } from '../../components/permission.tsx';
import { queryKeyOf, useCall } from '../../lib/query.ts';
import { call } from '../../lib/request.ts';

/** The occupation entries with the ticks of one application, saved together. */
function PositionEditor({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const canEdit = useHas('edit');
  const input = { query: { productId } };
  const choices = useCall(positionConfigRoutes.ofProduct, input);
  const [ticked, setTicked] = useState<number[]>();
  const offered = ticked ?? (choices.data ?? []).filter((choice) => choice.offered).map((choice) => choice.id);
  const save = useMutation({
    mutationFn: () => call(positionConfigRoutes.save, { body: { productId, entryIds: offered } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeyOf(positionConfigRoutes.ofProduct, input), saved);
      setTicked(undefined);
      void message.success(t('positionConfig.saved'));
    },
  });

  if (choices.isError) return <Result status="error" title={t('crud.loadFailed')} />;
  if (!choices.data) return <Spin />;
  if (choices.data.length === 0) return <Empty description={t('positionConfig.noOccupations')} />;
  const labelOf = (choice: PositionChoice) => (
    <>{choice.label}{!choice.enabled && <Tag style={{ marginInlineStart: 4 }}>{t('positionConfig.disabled')}</Tag>}</>
  );
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Checkbox.Group
        disabled={!canEdit}
        value={offered}
        onChange={(values) => setTicked(values)}
        options={choices.data.map((choice) => ({ value: choice.id, label: labelOf(choice) }))}
        style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 8 }}
      />
      <Flex gap="middle" align="center">
        {canEdit && (
          <Button type="primary" disabled={ticked === undefined} loading={save.isPending} onClick={() => save.mutate()}>{t('positionConfig.save')}</Button>
        )}
        <Typography.Text type="secondary">{t('positionConfig.selectedCount', { count: offered.length })}</Typography.Text>
      </Flex>
    </Space>
  );
}

/** 职业字典配置: which occupations of the occupation dictionary an application (chosen here or by `productId` in the address) offers. */
export default function PositionConfigPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const productId = id.safeParse(params.get('productId') ?? undefined);
  const products = useCall(productsRoutes.allList);
  return (
    <Card title={t('positionConfig.title')}>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{t('positionConfig.hint')}</Typography.Paragraph>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: '100%', maxWidth: 360 }}
          aria-label={t('positionConfig.product')}
          placeholder={t('positionConfig.chooseProduct')}
          loading={products.isLoading}
          value={productId.success ? productId.data : undefined}
          onChange={(chosen: number) => setParams({ productId: String(chosen) })}
          options={(products.data ?? []).map((product) => ({ value: product.id, label: `${product.productName}（${product.appId}）` }))}
        />
        {productId.success ? <PositionEditor key={productId.data} productId={productId.data} /> : <Empty description={t('positionConfig.chooseProduct')} />}
      </Space>
    </Card>
  );
}
