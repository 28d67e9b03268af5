import { lazy, Suspense } from 'react';
import { Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { versionsCrud, type VersionRecord } from '@console/contract/versions';
import type { RichTextEditorProps } from '../../components/rich-text-editor.tsx';
import { declaredResource } from '../../crud/crud-resource.ts';
import type { Option } from '../../crud/resource.ts';

// Tiptap comes with the dialog that shows it, never with the page or the console.
const RichTextEditor = lazy(() => import('../../components/rich-text-editor.tsx'));

/** The notes' field of the dialog: the rich-text editor, once loaded. */
function NotesField(props: Omit<RichTextEditorProps, 'label'>) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<div aria-busy="true" aria-label={t('versions.editor.loading')}><Skeleton active paragraph={{ rows: 4 }} title={false} /></div>}>
      <RichTextEditor label={t('versions.notes')} {...props} />
    </Suspense>
  );
}

export const VERSION_STATES: Option[] = [
  { value: true, label: 'versions.published', color: 'success' },
  { value: false, label: 'versions.draft', color: 'default' },
];

function VersionTag({ version }: { version: VersionRecord }) {
  return <Tag color={version.published ? 'blue' : 'default'} style={{ marginInlineEnd: 0 }}>{version.version}</Tag>;
}

/** Every version, drafts included, for those who write them; publishing is a row action of the page. */
export const versionsResource = declaredResource(versionsCrud, {
  messages: 'versions',
  createText: { action: 'versions.create', done: 'versions.saved' },
  columns: [
    { key: 'version', render: (version) => <VersionTag version={version} />, exportValue: (version) => version.version, form: { hint: 'versions.versionHint' } },
    'title',
    { key: 'published', title: 'versions.status', options: VERSION_STATES, form: false },
    { key: 'publishNow', form: { field: 'published', hint: 'versions.publishNowHint' } },
    'publishedAt',
    { key: 'notes', hideInTable: true, form: { kind: 'custom', control: <NotesField /> } },
    { key: 'updatedAt', defaultHidden: true },
  ],
});
