import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isvsRoutes, type IsvRecord } from '@console/contract/open-platform';
import { CrudPage } from '../../crud/crud-page.tsx';
import { RowAction } from '../../crud/row-action.tsx';
import { useCall } from '../../lib/query.ts';
import { IsvKeysDrawer } from './isv-keys.tsx';
import { isvsResource } from './isvs.resource.tsx';
import { listPrefetch } from '../../crud/prefetch.ts';

export const prefetch = listPrefetch(isvsResource);

/** ISV管理: the partners calling the open gateway, their roles, and their keys in a drawer. */
export default function IsvsPage() {
  const { t } = useTranslation();
  // The reveal permission is a hidden button, which the session's page list does not carry: the server says.
  const mayReveal = useCall(isvsRoutes.mayRevealKeys).data?.allowed ?? false;
  const [opened, setOpened] = useState<IsvRecord>();
  return (
    <>
      <CrudPage resource={isvsResource} rowActions={(isv) => <RowAction label={t('isvs.keys')} onClick={() => setOpened(isv)} />} />
      {opened && <IsvKeysDrawer isv={opened} mayReveal={mayReveal} onClose={() => setOpened(undefined)} />}
    </>
  );
}
