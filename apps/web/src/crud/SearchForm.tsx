import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Form, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { controlFor, controlRules } from './controls.tsx';
import type { SearchField } from './resource.ts';

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

/** The filters of a list; 重置 clears them all and searches. */
export function SearchForm({ fields, values, onSearch, formName = 'search' }: SearchFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const initialValues = Object.fromEntries(
    fields.map(({ name, kind }) => [name, kind === 'number' && values[name] !== undefined ? Number(values[name]) : values[name]]),
  );
  const search = (formValues: Record<string, unknown>) => onSearch(Object.fromEntries(fields.map(({ name }) => [name, toText(formValues[name])])));
  const reset = () => {
    form.setFieldsValue(Object.fromEntries(fields.map(({ name }) => [name, undefined])));
    form.submit();
  };
  return (
    <Form form={form} name={formName} role="search" layout="inline" initialValues={initialValues} onFinish={search} style={{ rowGap: 12 }}>
      {fields.map((field) => (
        <Form.Item key={field.name} name={field.name} label={t(field.label)} rules={controlRules(field, t)}>
          {controlFor(field, { asText: true, style: { width: 180 } })}
        </Form.Item>
      ))}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>{t('crud.search')}</Button>
          <Button icon={<ReloadOutlined />} onClick={reset}>{t('crud.reset')}</Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
