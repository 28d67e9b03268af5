import { useState } from 'react';
import { DownOutlined, ReloadOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Form, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { controlFor, controlRules } from './controls.tsx';
import type { SearchField } from './resource.ts';
import { useAppStore } from '../stores/app.store.ts';
import { wordsOf } from '../lib/i18n.ts';

type Filters = Record<string, string | undefined>;

const toText = (value: unknown): string | undefined => (value === undefined || value === null ? undefined : String(value).trim());

interface SearchFormProps {
  fields: readonly SearchField[];
  /** The filters of the address, as text. */
  values: Readonly<Record<string, string>>;
  onSearch: (filters: Filters) => void;
  /** Names the form, and so the ids of its fields: two search forms on one page need two names. */
  formName?: string;
}

/** A search form's folding: on a phone, a form of more than one filter shows only the first until 展开筛选. */
export interface SearchFolding {
  mobile: boolean;
  foldable: boolean;
  unfolded: boolean;
  /** Whether the filters after the first are hidden now. */
  folded: boolean;
  toggle(): void;
}

export function useSearchFolding(filterCount: number): SearchFolding {
  const mobile = useAppStore((state) => state.device === 'mobile');
  const [unfolded, setUnfolded] = useState(false);
  const foldable = mobile && filterCount > 1;
  return { mobile, foldable, unfolded, folded: foldable && !unfolded, toggle: () => setUnfolded(!unfolded) };
}

/** A search form's buttons: 搜索 (submits it), 重置, and 展开筛选 / 收起筛选 where the form folds. */
export function SearchActions({ onReset, folding }: { onReset: () => void; folding: SearchFolding }) {
  const { t } = useTranslation();
  return (
    <Form.Item>
      <Space wrap>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>{t('crud.search')}</Button>
        <Button icon={<ReloadOutlined />} onClick={onReset}>{t('crud.reset')}</Button>
        {folding.foldable && (
          <Button type="link" icon={folding.unfolded ? <UpOutlined /> : <DownOutlined />} aria-expanded={folding.unfolded} onClick={folding.toggle}>
            {t(folding.unfolded ? 'crud.fewerFilters' : 'crud.moreFilters')}
          </Button>
        )}
      </Space>
    </Form.Item>
  );
}

/** The filters of a list; 重置 clears them all and searches. On a phone only the first shows until 展开筛选. */
export function SearchForm({ fields, values, onSearch, formName = 'search' }: SearchFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const folding = useSearchFolding(fields.length);
  const { mobile, folded } = folding;
  const initialValues = Object.fromEntries(
    fields.map(({ name, kind }) => [name, kind === 'number' && values[name] !== undefined ? Number(values[name]) : values[name]]),
  );
  const search = (formValues: Record<string, unknown>) => onSearch(Object.fromEntries(fields.map(({ name }) => [name, toText(formValues[name])])));
  const reset = () => {
    form.setFieldsValue(Object.fromEntries(fields.map(({ name }) => [name, undefined])));
    form.submit();
  };
  return (
    <Form form={form} name={formName} role="search" layout={mobile ? 'vertical' : 'inline'} initialValues={initialValues} onFinish={search} style={{ rowGap: 12 }}>
      {fields.map((field, index) => (
        <Form.Item key={field.name} name={field.name} label={wordsOf(t, field.label)} rules={controlRules(field, t)} hidden={folded && index > 0}>
          {controlFor(field, { asText: true, style: { width: mobile ? '100%' : 180 } })}
        </Form.Item>
      ))}
      <SearchActions onReset={reset} folding={folding} />
    </Form>
  );
}
