import { useMemo, useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { Alert, Card, Empty, Flex, Select, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { id as recordId, PAGE_SIZE_MAX } from '@console/contract';
import { definitionsCrud, type EntityDefinition } from '@console/contract/generator';
import { LoadFailed } from '../../components/load-failed.tsx';
import { CrudPage } from '../../crud/crud-page.tsx';
import { dictChoices } from '../../crud/dict.tsx';
import { callQuery, useCall } from '../../lib/query.ts';
import { DEFINITION_PARAM, DRAFT, useDraft } from './field-rules.ts';
import { previewResource } from './preview-resource.tsx';
import { filtersOf, memoryRows, sampleRows } from './sample-rows.ts';

/** The preview's list keeps its paging and filters under names of its own: a field may be called anything. */
const LIST_PREFIX = 'row_';

/** The generated page over sample rows made here, marked as a preview. */
function PreviewList({ definition, dictValues }: { definition: EntityDefinition; dictValues: Record<string, string[]> }) {
  const { t } = useTranslation();
  const [rows] = useState(() => memoryRows(sampleRows(definition, dictValues, t), filtersOf(definition)));
  const resource = useMemo(() => previewResource(definition, rows, t), [definition, rows, t]);
  return (
    <Flex vertical gap="middle">
      <Alert type="warning" showIcon title={t('generator.test.notice')} description={t('generator.test.noticeHint')} />
      {/* Nothing leaves the page: adding, changing and deleting need no permission of the server's. */}
      <CrudPage resource={resource} addressPrefix={LIST_PREFIX} allowed={{ add: true, edit: true, delete: true }} />
    </Flex>
  );
}

/** A definition's preview once the dictionaries its dict fields take their sample values from are in. */
function Preview({ definition }: { definition: EntityDefinition }) {
  const { t } = useTranslation();
  const dictFields = definition.fields.filter((field) => field.type === 'dict' && field.dictType);
  const dicts = useQueries({
    queries: dictFields.map((field) => {
      const choices = dictChoices(field.dictType!);
      return callQuery(choices.route, choices.input);
    }),
  });
  if (dicts.some((dict) => dict.isPending)) return <Card aria-busy="true" aria-label={t('generator.test.preparing')}><Skeleton active /></Card>;
  // A dictionary that could not be read leaves its field's samples empty; the request client said why.
  const dictValues = Object.fromEntries(dictFields.map((field, index) => {
    const answer = dicts[index]!.data;
    return [field.name, answer ? dictChoices(field.dictType!).toOptions(answer).map(({ value }) => String(value)) : []];
  }));
  return <PreviewList definition={definition} dictValues={dictValues} />;
}

function SavedPreview({ id }: { id: number }) {
  const { t } = useTranslation();
  const info = useCall(definitionsCrud.routes.info, { params: { id } });
  if (info.isError && !info.data) return <Card><LoadFailed onRetry={() => void info.refetch()} /></Card>;
  if (!info.data) return <Card aria-busy="true" aria-label={t('generator.editor.loading')}><Skeleton active /></Card>;
  return <Preview key={`${info.data.id}:${info.data.updatedAt}`} definition={info.data} />;
}

type Draft = ReturnType<typeof useDraft>;

function Chosen({ chosen, draft }: { chosen: string; draft: Draft }) {
  const { t } = useTranslation();
  if (chosen === DRAFT) return draft ? <Preview key={draft.key} definition={draft.definition} /> : <Alert type="warning" showIcon title={t('generator.test.draftMissing')} />;
  const saved = recordId.safeParse(chosen);
  return saved.success ? <SavedPreview key={saved.data} id={saved.data} /> : <Alert type="warning" showIcon title={t('generator.test.choose')} />;
}

/**
 * 生成代码测试: a definition, saved or being edited (`?definition=<id>` or `draft`), rendered with the
 * console's own CRUD blocks over sample rows made in the browser, to try before generating the code.
 */
export default function TestManagePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const draft = useDraft();
  const saved = useCall(definitionsCrud.routes.list, { body: { pageNumber: 1, pageSize: PAGE_SIZE_MAX, sort: 'updatedAt', order: 'desc' } });
  const chosen = params.get(DEFINITION_PARAM) ?? undefined;

  const options = [
    ...(draft ? [{ value: DRAFT, label: `${t('generator.test.draft')}：${draft.definition.label}（${draft.definition.name}）` }] : []),
    ...(saved.data?.records ?? []).map((definition) => ({ value: String(definition.id), label: `${definition.label}（${definition.name}）` })),
  ];
  const nothingToChoose = saved.isSuccess && options.length === 0;
  return (
    <Flex vertical gap="middle">
      <Card>
        <Flex vertical gap="small">
          <Typography.Text strong id="generator-test-definition">{t('generator.test.definition')}</Typography.Text>
          {saved.isError && !saved.data ? <LoadFailed onRetry={() => void saved.refetch()} /> : (
            <Select
              aria-labelledby="generator-test-definition"
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('generator.test.choose')}
              loading={saved.isLoading}
              value={chosen}
              options={options}
              style={{ width: '100%', maxWidth: 420 }}
              // Another definition's list starts afresh: its filters and paging were the other's.
              onChange={(value: string) => setParams({ [DEFINITION_PARAM]: value })}
            />
          )}
        </Flex>
      </Card>
      {chosen !== undefined ? <Chosen chosen={chosen} draft={draft} /> : (
        <Card><Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(nothingToChoose ? 'generator.test.noneSaved' : 'generator.test.choose')} /></Card>
      )}
    </Flex>
  );
}
