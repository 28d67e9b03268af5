import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SYSTEM_APP_ID } from '@console/contract';
import { useTranslation } from 'react-i18next';
import { TreeCrudPage } from '../../crud/TreeCrudPage.tsx';
import { loadMenuTree, menusResource, toMenuRows } from './menus.resource.tsx';

/** The menu tree of the console application: directories, pages and buttons, with their permission types. */
export default function MenusPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const menus = useQuery({ queryKey: ['menus', SYSTEM_APP_ID], queryFn: loadMenuTree, select: toMenuRows });
  const [expanded, setExpanded] = useState<number[]>([]);
  return (
    <TreeCrudPage
      resource={menusResource}
      rows={menus.data}
      loading={menus.isFetching}
      error={menus.error}
      refresh={() => void queryClient.invalidateQueries({ queryKey: ['menus'] })}
      parentField="parentId"
      expandedKeys={expanded}
      onExpandedChange={setExpanded}
      acceptsChildren={(menu) => menu.type !== 'button'}
      undeletable={(menu) => (menu.builtin ? t('menus.builtinUndeletable') : undefined)}
    />
  );
}
