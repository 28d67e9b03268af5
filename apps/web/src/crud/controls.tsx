import { cloneElement, isValidElement, type CSSProperties, type ReactNode } from 'react';
import { Input, InputNumber, Radio, Select, Switch, type FormRule, type InputNumberProps, type SelectProps } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { wordsOf } from '../lib/i18n.ts';
import { useCall } from '../lib/query.ts';
import { isOptionsCall, type Choice, type FormField, type Option, type OptionsCall, type OptionSource, type SearchField } from './resource.ts';

/** Loaded choices stay fresh this long: every select of a page shares them. */
const OPTIONS_FRESH_MS = 5 * 60_000;

interface ChoicesProps<S> extends Omit<SelectProps, 'options'> {
  source: S;
  /** Values as text, as the address holds them. */
  asText?: boolean;
  /** Every choice in sight, as radio buttons, instead of a select. */
  radio?: boolean;
}

function OptionControl({ options, asText, radio, ...props }: Omit<ChoicesProps<unknown>, 'source'> & { options: readonly Choice[] }) {
  const values = options.map(({ value, label }) => ({ label, value: asText || typeof value === 'boolean' ? String(value) : value }));
  if (radio) return <Radio.Group id={props.id} options={values} value={props.value} disabled={props.disabled} onChange={(event) => props.onChange?.(event.target.value)} />;
  return <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={values} {...props} />;
}

/** Fixed choices, their labels translated. */
function FixedChoices({ source, ...props }: ChoicesProps<readonly Option[]>) {
  const { t } = useTranslation();
  return <OptionControl options={source.map((option: Option) => ({ ...option, label: wordsOf(t, option.label) }))} {...props} />;
}

/** The choices a call answers, shared by every select and cell of the same call; none while loading or after a failure. */
export function useLoadedOptions(source: OptionsCall): readonly Choice[] {
  return useCall(source.route, source.input, { select: source.toOptions, staleTime: OPTIONS_FRESH_MS }).data ?? [];
}

/** Choices a call answers, shown as given. */
function LoadedChoices({ source, ...props }: ChoicesProps<OptionsCall>) {
  return <OptionControl options={useLoadedOptions(source)} {...props} />;
}

function Choices({ source = [], ...props }: ChoicesProps<OptionSource | undefined>) {
  return isOptionsCall(source) ? <LoadedChoices source={source} {...props} /> : <FixedChoices source={source} {...props} />;
}

/**
 * A number input that tells its form when the text typed is not a number (as NaN), where antd's keeps
 * the last number, or none, and the form would save that instead.
 */
function NumberInput({ onChange, ...props }: InputNumberProps<number>) {
  const told = (text: string) => {
    if (text.trim() !== '' && !Number.isFinite(Number(text))) onChange?.(Number.NaN);
  };
  return <InputNumber {...props} onChange={onChange} onInput={told} />;
}

/** The rules of a field's control beyond being required: a number field refuses text that is no number. */
export function controlRules(field: SearchField | FormField, t: TFunction): FormRule[] {
  if (field.kind !== 'number') return [];
  return [{ validator: (_, value) => (Number.isNaN(value) ? Promise.reject(new Error(t('crud.notANumber'))) : Promise.resolve()) }];
}

interface ControlProps {
  autoFocus?: boolean;
  disabled?: boolean;
  asText?: boolean;
  style?: CSSProperties;
}

/** The input of a search or dialog field; the form item gives it `value` and `onChange`. A `custom` control is used as made. */
export function controlFor(field: SearchField | FormField, { asText, ...props }: ControlProps = {}): ReactNode {
  const maxLength = 'maxLength' in field ? field.maxLength : undefined;
  const counted = maxLength === undefined ? {} : { maxLength, showCount: true };
  switch (field.kind) {
    case 'text':
      return <Input allowClear {...counted} {...props} />;
    case 'password':
      return <Input.Password autoComplete="new-password" {...props} />;
    case 'textarea':
      return <Input.TextArea rows={3} {...counted} {...props} />;
    case 'number':
      return <NumberInput {...props} />;
    case 'switch':
      return <Switch {...props} />;
    case 'select':
    case 'boolean':
      return <Choices source={field.options} asText={asText} {...props} />;
    case 'multiSelect':
      return <Choices mode="multiple" source={field.options} {...props} />;
    case 'radio':
      return <Choices radio source={field.options} {...props} />;
    case 'custom':
      // A control made for the form takes the same focus and read-only state as the others.
      return isValidElement(field.control) ? cloneElement(field.control, props) : field.control;
  }
}
