import { useState } from 'react';
import { Select, Space, Typography } from 'antd';
import { SYSTEM_APP_ID } from '@console/contract';
import { menuRoutes } from '@console/contract/menu';
import { rolesRoutes } from '@console/contract/roles';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TreeCrudPage } from '../../crud/tree-crud-page.tsx';
import { useCall, useInvalidate } from '../../lib/query.ts';
import { useSession } from '../../stores/session.store.ts';
import { APP_FIELD, useApplicationChoices } from './menu-controls.tsx';
import { menusResource, toMenuRows } from './menu.resource.tsx';

/** Every call answering menus, asked again after a change. */
const MENU_ROUTES = [menuRoutes.list, menuRoutes.select, menuRoutes.listByAppId, rolesRoutes.menuTree];

/** The application whose menus are shown, kept in the address (`?appId=`); the console's own by default. */
function ApplicationChoice({ appId, onChange }: { appId: string; onChange(appId: string): void }) {
  const { t } = useTranslation();
  const { options, loading } = useApplicationChoices();
  const id = 'menus-application';
  return (
    <Space>
      <Typography.Text><label htmlFor={id}>{t('menus.app')}</label></Typography.Text>
      <Select
        id={id}
        value={appId}
        onChange={onChange}
        // The chosen application is shown by its appId until the applications are loaded (or when it has no record).
        options={options.some((option) => option.value === appId) ? options : [{ value: appId, label: appId }, ...options]}
        loading={loading}
        showSearch={{ optionFilterProp: 'label' }}
        style={{ minWidth: 220 }}
      />
    </Space>
  );
}

/** The menu tree of one application (the console's by default): directories, pages and buttons, with their permission types. */
export default function MenusPage() {
  const invalidate = useInvalidate();
  const reloadMenu = useSession((state) => state.reloadMenu);
  const [params, setParams] = useSearchParams();
  const appId = params.get(APP_FIELD) || SYSTEM_APP_ID;
  const menus = useCall(menuRoutes.list, { query: { appId } }, { select: toMenuRows });
  const [expanded, setExpanded] = useState<number[]>([]);
  const choose = (chosen: string) => {
    setExpanded([]);
    setParams(chosen === SYSTEM_APP_ID ? {} : { [APP_FIELD]: chosen });
  };
  // The sidebar shows the console's menus: a change is seen there at once. A failure was already shown.
  const refresh = () => {
    void invalidate(...MENU_ROUTES);
    reloadMenu().catch(() => undefined);
  };
  return (
    <TreeCrudPage
      resource={menusResource}
      rows={menus.data}
      loading={menus.isFetching}
      error={menus.error}
      refresh={refresh}
      parentField="parentId"
      expandedKeys={expanded}
      onExpandedChange={setExpanded}
      acceptsChildren={(menu) => menu.type !== 'button'}
      toolbar={<ApplicationChoice appId={appId} onChange={choose} />}
      newRecordValues={{ [APP_FIELD]: appId }}
    />
  );
}
