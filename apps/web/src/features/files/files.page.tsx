import { App, Space, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { filesRoutes, type FileRecord } from '@console/contract/files';
import { CrudPage } from '../../crud/crud-page.tsx';
import { RowAction } from '../../crud/row-action.tsx';
import { FileDrop, saveFile } from '../../components/file-upload.tsx';
import { useHas } from '../../components/permission.tsx';
import { call } from '../../lib/request.ts';
import { useInvalidate } from '../../lib/query.ts';
import { filesResource } from './files.resource.tsx';
import { StorageSettingsPanel } from './storage-settings.tsx';
import { listPrefetch } from '../../crud/prefetch.ts';

function FileActions({ file, refresh }: { file: FileRecord; refresh: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const canAdd = useHas('add');
  const copy = async () => {
    const made = await call(filesRoutes.copy, { body: { id: file.id } });
    void message.success(t('files.copied', { name: made.name }));
    refresh();
  };
  return (
    <>
      <RowAction label={t('files.download')} onClick={() => saveFile(file).catch(() => undefined)} />
      {canAdd && <RowAction label={t('files.copy')} onClick={() => copy().catch(() => undefined)} />}
    </>
  );
}

function FilesTab() {
  const canAdd = useHas('add');
  const invalidate = useInvalidate();
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {canAdd && <FileDrop onUploaded={() => void invalidate(filesRoutes.list)} />}
      <CrudPage resource={filesResource} rowActions={(file, refresh) => <FileActions file={file} refresh={refresh} />} />
    </Space>
  );
}

export const prefetch = listPrefetch(filesResource);

/** 对象存储: the stored files, and where new uploads go. */
export default function FilesPage() {
  const { t } = useTranslation();
  return (
    <Tabs
      destroyOnHidden
      items={[
        { key: 'files', label: t('files.filesTab'), children: <FilesTab /> },
        { key: 'storage', label: t('files.storageTab'), children: <StorageSettingsPanel /> },
      ]}
    />
  );
}
