import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Empty, Input, Result, Space, Spin, Table, Typography, type TableColumnsType } from 'antd';
import { ADMIN_ROLE, id, PERM_TYPES, type PermType } from '@console/contract';
import { menuRoutes } from '@console/contract/menu';
import { productConfigRoutes, productsRoutes, type PermAlias, type ProductRecord } from '@console/contract/products';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useHas, useHasRole } from '../../components/permission.tsx';
import { queryKeyOf, useCall } from '../../lib/query.ts';
import { call } from '../../lib/request.ts';
import { useMenuTitle } from '../../components/route-title.ts';
import { aliasKey, changedAliases, indexAliases, toMenuRows, type AliasEdits, type MenuRow } from './menu-aliases.ts';
import { MENUS_PAGE, menusUrlOf, PRODUCTS_URL } from './product-pages.ts';

/** The contract's longest alias. */
const ALIAS_MAX = 20;

/** The saved aliases and those typed since, with the calls that load and save them. */
function useAliases(productId: number) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const input = { query: { productId } };
  const saved = useCall(productConfigRoutes.aliases, input, { select: indexAliases });
  const [edits, setEdits] = useState<AliasEdits>(new Map());
  const save = useMutation({
    mutationFn: (aliases: PermAlias[]) => call(productConfigRoutes.saveAliases, { body: { productId, aliases } }),
    onSuccess: (all) => {
      queryClient.setQueryData(queryKeyOf(productConfigRoutes.aliases, input), all);
      setEdits(new Map());
      void message.success(t('productConfig.saved'));
    },
  });
  const savedAliases = saved.data ?? new Map<string, string>();
  return {
    saved,
    save,
    changed: changedAliases(savedAliases, edits),
    aliasOf: (menuId: number, permType: PermType) => {
      const key = aliasKey(menuId, permType);
      return edits.get(key)?.alias ?? savedAliases.get(key) ?? '';
    },
    edit: (menuId: number, permType: PermType, alias: string) => setEdits(new Map(edits).set(aliasKey(menuId, permType), { menuId, permType, alias })),
  };
}

/** Whether the user may open the menus page, where an application's menus are added. */
function useMayManageMenus(): boolean {
  const admin = useHasRole(ADMIN_ROLE);
  const menuManager = useHasRole(MENUS_PAGE);
  return admin || menuManager;
}

function AliasEditor({ product }: { product: ProductRecord }) {
  const { t } = useTranslation();
  const menuTitle = useMenuTitle();
  const navigate = useNavigate();
  const canEdit = useHas('edit');
  const mayManageMenus = useMayManageMenus();
  const manageMenus = mayManageMenus && (
    <Button onClick={() => navigate(menusUrlOf(product.appId))}>{t('productConfig.manageMenus')}</Button>
  );
  const menus = useCall(menuRoutes.listByAppId, { query: { appId: product.appId } }, { select: toMenuRows });
  const aliases = useAliases(product.id);

  const columns: TableColumnsType<MenuRow> = [
    { key: 'title', title: t('productConfig.menu'), render: (_, menu) => menuTitle(menu) },
    { key: 'type', title: t('productConfig.type'), render: (_, menu) => t(`menuTypes.${menu.type}`) },
    ...PERM_TYPES.map((perm) => ({
      key: perm,
      title: t(`permTypes.${perm}`),
      render: (_: unknown, menu: MenuRow) => menu.permTypes.includes(perm) && (
        <Input
          size="small"
          maxLength={ALIAS_MAX}
          placeholder={t(`permTypes.${perm}`)}
          aria-label={`${menuTitle(menu)} ${t(`permTypes.${perm}`)}`}
          value={aliases.aliasOf(menu.id, perm)}
          disabled={!canEdit}
          onChange={(event) => aliases.edit(menu.id, perm, event.target.value)}
        />
      ),
    })),
  ];

  const failed = menus.isError || aliases.saved.isError;
  const loaded = menus.data && aliases.saved.data;
  return (
    <Card
      title={t('productConfig.title', { name: product.productName, appId: product.appId })}
      extra={
        <Space>
          <Button onClick={() => navigate(PRODUCTS_URL)}>{t('productConfig.back')}</Button>
          {manageMenus}
          {canEdit && (
            <Button type="primary" disabled={aliases.changed.length === 0} loading={aliases.save.isPending} onClick={() => aliases.save.mutate(aliases.changed)}>
              {t('productConfig.save')}
            </Button>
          )}
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{t('productConfig.hint')}</Typography.Paragraph>
      {failed && <Result status="error" title={t('crud.loadFailed')} />}
      {!failed && !loaded && <Spin />}
      {/* Rendered once loaded: a tree table expands all its rows only when it first shows them. */}
      {loaded && (
        <Table<MenuRow>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={menus.data}
          pagination={false}
          scroll={{ x: 'max-content' }}
          expandable={{ defaultExpandAllRows: true }}
          locale={{
            emptyText: (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(mayManageMenus ? 'productConfig.noMenusAdd' : 'productConfig.noMenus')}>
                {manageMenus}
              </Empty>
            ),
          }}
        />
      )}
    </Card>
  );
}

function ProductLoader({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const product = useCall(productsRoutes.info, { params: { id: productId } });
  if (product.isError) return <Card><Result status="error" title={t('crud.loadFailed')} subTitle={product.error.message} /></Card>;
  return product.data ? <AliasEditor product={product.data} /> : <Card><Spin /></Card>;
}

/** 应用配置: what the permission types of an application's menus are called in that application. */
export default function ProductConfigPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const productId = id.safeParse(params.get('productId') ?? undefined);
  if (productId.success) return <ProductLoader key={productId.data} productId={productId.data} />;
  return (
    <Card>
      <Result status="warning" title={t('productConfig.noProduct')} extra={<Button type="primary" onClick={() => navigate(PRODUCTS_URL)}>{t('productConfig.back')}</Button>} />
    </Card>
  );
}
