import { FileOutlined } from '@ant-design/icons';
import { filesCrud, type FileRecord } from '@console/contract/files';
import { declaredResource } from '../../crud/crud-resource.ts';
import type { Option } from '../../crud/resource.ts';
import { FileImage } from '../../components/file-upload.tsx';
import { formatSize } from '../../lib/sizes.ts';
import { shownAccountName } from '../../components/account-name.ts';

const PROVIDERS: Option[] = [
  { value: 'local', label: 'files.providers.local', color: 'default' },
  { value: 's3', label: 'files.providers.s3', color: 'blue' },
];

const preview = (file: FileRecord) => (file.contentType.startsWith('image/')
  ? <FileImage src={file.url} alt={file.name} size={40} />
  : <FileOutlined style={{ fontSize: 28, color: 'var(--ant-color-text-tertiary)' }} aria-label={file.contentType} />);

/** Files are uploaded, not created from a form: the edit dialog renames. */
export const filesResource = declaredResource(filesCrud, {
  messages: 'files',
  columns: [
    { key: 'preview', render: preview, exportValue: () => undefined },
    { key: 'name', form: { kind: 'text' } },
    'contentType',
    { key: 'size', render: (file) => formatSize(file.size), exportValue: (file) => file.size },
    { key: 'provider', options: PROVIDERS, search: { kind: 'select' } },
    { key: 'uploaderName', render: (file) => shownAccountName(file.uploaderName ?? ''), search: { kind: 'text' } },
    'createdAt',
  ],
});
