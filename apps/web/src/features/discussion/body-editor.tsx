import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RichTextEditorProps } from '../../components/rich-text-editor.tsx';

// Tiptap comes with the editors of this feature, never with the list or the console.
const RichTextEditor = lazy(() => import('../../components/rich-text-editor.tsx'));

/** The rich-text editor of a topic's or a reply's body, once loaded. */
export function BodyEditor(props: RichTextEditorProps) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<div aria-busy="true" aria-label={t('discussion.editorLoading')}><Skeleton active paragraph={{ rows: 4 }} title={false} /></div>}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}

/** The body field of the topic dialog. */
export function TopicBodyField(props: Omit<RichTextEditorProps, 'label'>) {
  const { t } = useTranslation();
  return <BodyEditor label={t('discussion.body')} {...props} />;
}
