import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Drawer, Result, Space, Spin, Typography } from 'antd';
import { SYSTEM_APP_ID } from '@console/contract';
import { type MenuTreeItem } from '@console/contract/menu';
import { rolesRoutes, type RoleRecord } from '@console/contract/roles';
import { useTranslation } from 'react-i18next';
import { useCall, useInvalidate } from '../../lib/query.ts';
import { call } from '../../lib/request.ts';
import { useMenuTitle } from '../../components/route-title.ts';
import { DataScopeDialog } from './data-scope-dialog.tsx';
import { GrantTree } from './grant-tree.tsx';
import { grantsBody, indexMenus, type Grants } from './grants.ts';
import { RulesDialog } from './rules-dialog.tsx';

interface GrantDrawerProps {
  role: RoleRecord;
  onClose: () => void;
}

/** 分配权限: the console's menu tree with the role's grants, its data scopes and row rules. */
export function GrantDrawer({ role, onClose }: GrantDrawerProps) {
  const { t } = useTranslation();
  const menuTitle = useMenuTitle();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const info = useCall(rolesRoutes.info, { query: { id: role.id } });
  const menus = useCall(rolesRoutes.menuTree, { query: { appId: SYSTEM_APP_ID } });
  // The saved grants until the first change.
  const [edited, setEdited] = useState<Grants>();
  const [scopeOf, setScopeOf] = useState<MenuTreeItem>();
  const [rulesOf, setRulesOf] = useState<{ menu: MenuTreeItem; permId: number }>();

  const index = indexMenus(menus.data ?? []);
  const saved = info.data?.grants ?? [];
  const grants: Grants = edited ?? new Map(saved.map(({ menuId, permTypes }) => [menuId, permTypes]));
  const permIds = new Map(saved.map(({ menuId, permId }) => [menuId, permId]));

  const save = useMutation({
    mutationFn: () => call(rolesRoutes.update, { body: { id: role.id, grants: grantsBody(grants, index) } }),
    onSuccess: () => {
      void message.success(t('roles.grantsSaved'));
      void invalidate(rolesRoutes.info);
      onClose();
    },
  });

  const loaded = info.data && menus.data;
  const failed = info.isError || menus.isError;
  return (
    <Drawer
      open
      size={760}
      title={t('roles.grantTitle', { name: role.name })}
      onClose={onClose}
      footer={
        <Space>
          <Button type="primary" disabled={!edited} loading={save.isPending} onClick={() => save.mutate()}>{t('roles.save')}</Button>
          <Button onClick={onClose}>{t('crud.cancel')}</Button>
        </Space>
      }
    >
      {failed && <Result status="error" title={t('crud.loadFailed')} />}
      {!failed && !loaded && <Spin />}
      {loaded && (
        <>
          <Typography.Paragraph type="secondary">{t('roles.grantHint')}</Typography.Paragraph>
          <GrantTree
            tree={menus.data}
            index={index}
            grants={grants}
            permIds={permIds}
            onChange={setEdited}
            onDataScope={setScopeOf}
            onRules={(menu, permId) => setRulesOf({ menu, permId })}
          />
        </>
      )}
      {scopeOf && <DataScopeDialog roleId={role.id} menu={scopeOf} onClose={() => setScopeOf(undefined)} />}
      {rulesOf && <RulesDialog page={rulesOf.menu.name} title={menuTitle(rulesOf.menu)} permId={rulesOf.permId} onClose={() => setRulesOf(undefined)} />}
    </Drawer>
  );
}
