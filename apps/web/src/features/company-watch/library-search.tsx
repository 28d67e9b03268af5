import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { IndustrySelect, LabelSelect, RegionCascader } from '../../components/company-parts.tsx';
import { DayPicker } from '../../crud/day-picker.tsx';
import { SearchActions, useSearchFolding } from '../../crud/search-form.tsx';

export interface LibraryFilters {
  name?: string;
  regionCode?: string;
  labels: number[];
  industry?: string;
  startDate?: string;
  endDate?: string;
}

interface LibrarySearchProps {
  filters: LibraryFilters;
  /** The labels 重置 goes back to: those the account watches. */
  watched: readonly number[];
  /** The account's region: only regions inside it may be searched. */
  region: string;
  onSearch(filters: LibraryFilters): void;
}

/** The filters of a library. On a phone only the name shows until the others are unfolded. */
export function LibrarySearch({ filters, watched, region, onSearch }: LibrarySearchProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<LibraryFilters>();
  // Name, region, labels, industry and the two dates.
  const folding = useSearchFolding(6);
  const { mobile, folded } = folding;
  const control = { style: { width: mobile ? '100%' : 200 } };
  const reset = () => {
    form.setFieldsValue({ name: undefined, regionCode: undefined, labels: [...watched], industry: undefined, startDate: undefined, endDate: undefined });
    form.submit();
  };
  return (
    <Form
      form={form}
      name="library-search"
      role="search"
      layout={mobile ? 'vertical' : 'inline'}
      initialValues={filters}
      onFinish={(values) => onSearch({ ...values, labels: values.labels ?? [] })}
      style={{ rowGap: 12 }}
    >
      <Form.Item name="name" label={t('companyWatch.name')}><Input allowClear {...control} /></Form.Item>
      <Form.Item name="regionCode" label={t('companyWatch.region')} hidden={folded}><RegionCascader root={region} {...control} /></Form.Item>
      <Form.Item name="labels" label={t('companyWatch.labels')} hidden={folded}><LabelSelect {...control} /></Form.Item>
      <Form.Item name="industry" label={t('companyWatch.industry')} hidden={folded}><IndustrySelect {...control} /></Form.Item>
      <Form.Item name="startDate" label={t('companyWatch.startDate')} hidden={folded}><DayPicker {...control} /></Form.Item>
      <Form.Item name="endDate" label={t('companyWatch.endDate')} hidden={folded}><DayPicker {...control} /></Form.Item>
      <SearchActions onReset={reset} folding={folding} />
    </Form>
  );
}
