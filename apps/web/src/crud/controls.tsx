import type { CSSProperties, ReactNode } from 'react';
import { skipToken, useQuery } from '@tanstack/react-query';
import { Input, InputNumber, Select, Switch, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FormField, Option, OptionSource, SearchField } from './resource.ts';

/** Fixed choices translated; loaded ones as given, and none while loading or after a failure. */
function useOptions(source: OptionSource | undefined, cacheKey: string): Option[] {
  const { t } = useTranslation();
  const loaded = useQuery({ queryKey: ['crud-options', cacheKey], queryFn: typeof source === 'function' ? source : skipToken, staleTime: 5 * 60_000 });
  if (typeof source === 'function') return loaded.data ?? [];
  return (source ?? []).map((option) => ({ ...option, label: t(option.label) }));
}

interface ChoicesProps extends Omit<SelectProps, 'options'> {
  source: OptionSource | undefined;
  cacheKey: string;
  /** Values as text, as the address holds them. */
  asText?: boolean;
}

function Choices({ source, cacheKey, asText, ...props }: ChoicesProps) {
  const options = useOptions(source, cacheKey).map(({ value, label }) => ({ label, value: asText || typeof value === 'boolean' ? String(value) : value }));
  return <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={options} {...props} />;
}

interface ControlProps {
  /** Where loaded choices are cached. */
  cacheKey: string;
  autoFocus?: boolean;
  disabled?: boolean;
  asText?: boolean;
  style?: CSSProperties;
}

/** The input of a search or dialog field; the form item gives it `value` and `onChange`. A `custom` control is used as made. */
export function controlFor(field: SearchField | FormField, { cacheKey, asText, ...props }: ControlProps): ReactNode {
  switch (field.kind) {
    case 'text':
      return <Input allowClear {...props} />;
    case 'password':
      return <Input.Password autoComplete="new-password" {...props} />;
    case 'textarea':
      return <Input.TextArea rows={3} {...props} />;
    case 'number':
      return <InputNumber {...props} />;
    case 'switch':
      return <Switch {...props} />;
    case 'select':
    case 'boolean':
      return <Choices source={field.options} cacheKey={cacheKey} asText={asText} {...props} />;
    case 'multiSelect':
      return <Choices mode="multiple" source={field.options} cacheKey={cacheKey} {...props} />;
    case 'custom':
      return field.control;
  }
}
