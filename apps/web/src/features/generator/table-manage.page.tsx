import { useQueryClient } from '@tanstack/react-query';
import { Card, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { id as recordId } from '@console/contract';
import { definitionsCrud, type DefinitionRecord } from '@console/contract/generator';
import { LoadFailed } from '../../components/load-failed.tsx';
import { useHas } from '../../components/permission.tsx';
import { CrudPage } from '../../crud/crud-page.tsx';
import { RowAction } from '../../crud/row-action.tsx';
import { queryKeyOf, useCall } from '../../lib/query.ts';
import { DefinitionEditor } from './definition-editor.tsx';
import { definitionsResource } from './definitions.resource.tsx';
import { DEFINITION_PARAM, TEST_PAGE_URL } from './field-rules.ts';
import { listPrefetch } from '../../crud/prefetch.ts';

const NEW = 'new';

type Open = (definition: string | undefined) => void;

function DefinitionsList({ open }: { open: Open }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canEdit = useHas('edit');
  return (
    <CrudPage
      resource={definitionsResource}
      onAdd={() => open(NEW)}
      onEdit={(definition) => open(String(definition.id))}
      rowActions={(definition) => (
        <>
          {!canEdit && <RowAction label={t('generator.list.view')} onClick={() => open(String(definition.id))} />}
          <RowAction label={t('generator.list.test')} onClick={() => void navigate(`${TEST_PAGE_URL}?${DEFINITION_PARAM}=${definition.id}`)} />
        </>
      )}
    />
  );
}

function SavedDefinition({ id, open, onSaved }: { id: number; open: Open; onSaved: (record: DefinitionRecord) => void }) {
  const { t } = useTranslation();
  const info = useCall(definitionsCrud.routes.info, { params: { id } });
  if (info.isError && !info.data) return <Card><LoadFailed onRetry={() => void info.refetch()} /></Card>;
  if (!info.data) return <Card aria-busy="true" aria-label={t('generator.editor.loading')}><Skeleton active paragraph={{ rows: 8 }} /></Card>;
  return <DefinitionEditor record={info.data} onSaved={onSaved} onBack={() => open(undefined)} />;
}

export const prefetch = listPrefetch(definitionsResource);

/**
 * 增删改表生成: the saved entity definitions, and the editor of one (`?definition=<id>`, or `new`)
 * with the code generated from it. The list keeps its paging and filters while a definition is open.
 */
export default function TableManagePage() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const open: Open = (definition) => setParams((previous) => {
    const next = new URLSearchParams(previous);
    if (definition === undefined) next.delete(DEFINITION_PARAM);
    else next.set(DEFINITION_PARAM, definition);
    return next;
  });
  // A definition just created opens as saved, without asking the server for what it has just answered.
  const onSaved = (record: DefinitionRecord) => {
    queryClient.setQueryData(queryKeyOf(definitionsCrud.routes.info, { params: { id: record.id } }), record);
    open(String(record.id));
  };

  const shown = params.get(DEFINITION_PARAM);
  if (shown === NEW) return <DefinitionEditor key={NEW} onSaved={onSaved} onBack={() => open(undefined)} />;
  const saved = recordId.safeParse(shown);
  if (saved.success) return <SavedDefinition key={saved.data} id={saved.data} open={open} onSaved={onSaved} />;
  return <DefinitionsList open={open} />;
}
