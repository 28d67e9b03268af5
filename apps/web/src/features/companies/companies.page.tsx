import { useState } from 'react';
import { ImportOutlined } from '@ant-design/icons';
import { Button, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useHas } from '../../components/permission.tsx';
import { CrudPage } from '../../crud/crud-page.tsx';
import { companiesResource } from './companies.resource.tsx';
import { ImportDialog } from './import-dialog.tsx';
import { WatchTab } from './watch-tab.tsx';
import { listPrefetch } from '../../crud/prefetch.ts';

/** 导入: the dialog stays once opened, so that an import running in the background is shown again. */
function ImportButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button icon={<ImportOutlined />} onClick={() => {
        setOpened(true);
        setOpen(true);
      }}>{t('companies.import.action')}</Button>
      {opened && <ImportDialog open={open} onClose={() => setOpen(false)} />}
    </>
  );
}

function LibraryTab() {
  const canAdd = useHas('add');
  return <CrudPage resource={companiesResource} toolbarActions={canAdd ? () => <ImportButton /> : undefined} />;
}

export const prefetch = listPrefetch(companiesResource);

/** 企业管理: the company library (with its import) and the regions the customer accounts watch. */
export default function CompaniesPage() {
  const { t } = useTranslation();
  return (
    <Tabs
      destroyOnHidden
      items={[
        { key: 'library', label: t('companies.libraryTab'), children: <LibraryTab /> },
        { key: 'watch', label: t('companies.watchTab'), children: <WatchTab /> },
      ]}
    />
  );
}
