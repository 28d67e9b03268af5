import { useState, type ReactNode } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation } from '@tanstack/react-query';
import { App, Button, Card, Empty, Flex, Form, Modal, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { wordsOf } from '../../lib/i18n.ts';
import { DICT_TYPES } from '@console/contract/dicts';
import { trainingRoutes, type ProviderProgramme, type ProviderQuery, type ProviderRecord } from '@console/contract/training';
import { RegionCascader } from '../../components/company-parts.tsx';
import { LoadFailed } from '../../components/load-failed.tsx';
import { useHas } from '../../components/permission.tsx';
import { dictChoices } from '../../crud/dict.tsx';
import { pagerOf } from '../../crud/list-table.ts';
import type { SearchField } from '../../crud/resource.ts';
import { RowAction, useActionsColumn } from '../../crud/row-action.tsx';
import { SearchForm } from '../../crud/search-form.tsx';
import { dataColumn, TABLE_FIT } from '../../crud/table-fit.ts';
import { formatDay } from '../../lib/dates.ts';
import { useCall, useInvalidate } from '../../lib/query.ts';
import { call } from '../../lib/request.ts';
import { PROGRAMME_STATUS_OPTIONS } from './programmes.resource.tsx';

type Query = { pageNumber: number; pageSize: number } & Pick<ProviderQuery, 'name' | 'regionCode' | 'occupation'>;

const SEARCH_FIELDS: SearchField[] = [
  { name: 'name', label: 'training.companies.name', kind: 'text' },
  { name: 'regionCode', label: 'training.companies.region', kind: 'custom', control: <RegionCascader /> },
  { name: 'occupation', label: 'training.occupation', kind: 'select', options: dictChoices(DICT_TYPES.occupation) },
];
const CHANGED = [trainingRoutes.companyList, trainingRoutes.companyOptions, trainingRoutes.companyCandidates];

function StatusTag({ status }: { status: ProviderProgramme['status'] }) {
  const { t } = useTranslation();
  const option = PROGRAMME_STATUS_OPTIONS.find((choice) => choice.value === status)!;
  return <Tag color={option.color}>{wordsOf(t, option.label)}</Tag>;
}

type CompanyColumn = 'name' | 'region' | 'occupations' | 'programmes' | 'unfinished' | 'enrolments' | 'markedAt';

/** A training company's programmes, shown when its row is opened. */
function ProgrammesOf({ company }: { company: ProviderRecord }) {
  const { t } = useTranslation();
  const programmes = useCall(trainingRoutes.companyProgrammes, { params: { id: company.id } });
  if (programmes.isError) return <LoadFailed onRetry={() => void programmes.refetch()} />;
  const columns: TableColumnsType<ProviderProgramme> = [
    { key: 'title', title: t('training.title'), dataIndex: 'title' },
    { key: 'occupation', title: t('training.occupation'), render: (_, programme) => programme.occupationName || programme.occupation },
    { key: 'mode', title: t('training.mode'), render: (_, programme) => t(`training.modes.${programme.mode}`) },
    { key: 'period', title: t('training.period'), render: (_, programme) => `${programme.startsOn} ~ ${programme.endsOn}` },
    { key: 'enrolled', title: t('training.enrolled'), render: (_, programme) => `${programme.enrolled} / ${programme.places}` },
    { key: 'status', title: t('training.status'), render: (_, programme) => <StatusTag status={programme.status} /> },
  ];
  return (
    <Table<ProviderProgramme>
      rowKey="id" size="small" columns={columns} dataSource={programmes.data} loading={programmes.isPending} pagination={false} {...TABLE_FIT}
      aria-label={t('training.companies.programmesOf', { name: company.name })}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('training.companies.noProgrammes')} /> }}
    />
  );
}

/** 标记培训企业: companies of the library found by name, marked together. */
function MarkDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<number[]>([]);
  const candidates = useCall(trainingRoutes.companyCandidates, { query: { name: name || undefined } }, { placeholderData: keepPreviousData });
  const marking = useMutation({
    mutationFn: () => call(trainingRoutes.companyProvider, { body: { companyIds: chosen, provider: true } }),
    onSuccess: ({ changed }) => {
      void message.success(t('training.companies.markDone', { count: changed }));
      void invalidate(...CHANGED);
      onClose();
    },
  });
  return (
    <Modal open title={t('training.companies.markTitle')} onCancel={onClose} onOk={() => marking.mutate()}
      okButtonProps={{ disabled: chosen.length === 0, loading: marking.isPending }} okText={t('crud.ok')} cancelText={t('crud.cancel')} destroyOnHidden>
      <Form layout="vertical">
        <Form.Item label={t('training.companies.markChoose')} htmlFor="mark-companies">
          <Select<number[]>
            id="mark-companies" mode="multiple" showSearch filterOption={false} value={chosen} onChange={setChosen} onSearch={setName}
            placeholder={t('training.companies.markPlaceholder')} loading={candidates.isFetching} autoFocus
            options={candidates.data?.map((company) => ({ value: company.id, label: `${company.name}（${company.region || company.creditCode}）` }))}
            notFoundContent={candidates.isFetching ? undefined : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('crud.empty')} />}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 培训企业: the companies of the library that give training, what they train and how many enrolled; holders of `edit` mark and unmark them. */
export default function TrainCompanyPage() {
  const { t } = useTranslation();
  const actionsColumn = useActionsColumn();
  const { message } = App.useApp();
  const canEdit = useHas('edit');
  const invalidate = useInvalidate();
  const [query, setQuery] = useState<Query>({ pageNumber: 1, pageSize: 10 });
  const [marking, setMarking] = useState(false);
  const list = useCall(trainingRoutes.companyList, { query }, { placeholderData: keepPreviousData });
  const refresh = () => void invalidate(...CHANGED);
  const unmark = async (company: ProviderRecord) => {
    await call(trainingRoutes.companyProvider, { body: { companyIds: [company.id], provider: false } });
    void message.success(t('training.companies.unmarkDone'));
    refresh();
  };

  const cells: [CompanyColumn, (company: ProviderRecord) => ReactNode][] = [
    ['name', (company) => company.name],
    ['region', (company) => company.region.fullName],
    ['occupations', (company) => <Space size={[0, 4]} wrap>{company.occupations.map((item) => <Tag key={item.occupation}>{item.name || item.occupation}</Tag>)}</Space>],
    ['programmes', (company) => company.programmes],
    ['unfinished', (company) => company.unfinished],
    ['enrolments', (company) => company.enrolments],
    ['markedAt', (company) => formatDay(company.markedAt)],
  ];
  const columns: TableColumnsType<ProviderRecord> = cells.map(([key, cell], index) =>
    dataColumn({ key, title: t(`training.companies.${key}`), render: (_, company) => cell(company) }, index));
  if (canEdit) {
    columns.push(actionsColumn((company: ProviderRecord) => (
      <RowAction label={t('training.companies.unmark')} danger onClick={() => unmark(company)}
        confirm={`${t('training.companies.unmarkConfirm', { name: company.name })} ${t('training.companies.unmarkHint')}`} />
    )));
  }

  const filters = Object.fromEntries(Object.entries({ name: query.name, regionCode: query.regionCode, occupation: query.occupation }).filter(([, value]) => value)) as Record<string, string>;
  return (
    <Card>
      <Flex vertical gap="middle">
        <SearchForm
          key={JSON.stringify(filters)} formName="providerSearch" fields={SEARCH_FIELDS} values={filters}
          onSearch={({ name, regionCode, occupation }) => {
            const next = { ...query, pageNumber: 1, name: name || undefined, regionCode: regionCode || undefined, occupation: occupation || undefined };
            // The same search again asks again; another one is a new call.
            if (JSON.stringify(next) === JSON.stringify(query)) refresh();
            else setQuery(next);
          }}
        />
        {canEdit && <Space><Button type="primary" icon={<PlusOutlined />} onClick={() => setMarking(true)}>{t('training.companies.mark')}</Button></Space>}
        {list.isError && !list.data ? <LoadFailed onRetry={() => void list.refetch()} /> : (
          <Table<ProviderRecord>
            rowKey="id" columns={columns} dataSource={list.data?.records} loading={list.isFetching} {...TABLE_FIT}
            expandable={{ expandedRowRender: (company) => <ProgrammesOf company={company} /> }}
            pagination={pagerOf(query, list.data?.total ?? 0, t)}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<>{t('training.companies.empty')}<br />{t('training.companies.emptyHint')}</>} /> }}
            onChange={({ current = 1, pageSize = query.pageSize }) =>
              setQuery((shown) => ({ ...shown, pageSize, pageNumber: pageSize === shown.pageSize ? current : 1 }))}
          />
        )}
      </Flex>
      {marking && <MarkDialog onClose={() => setMarking(false)} />}
    </Card>
  );
}
