import { useMutation } from '@tanstack/react-query';
import { App, Form, Input, Modal } from 'antd';
import type { TFunction } from 'i18next';
import { OPERATORS_BY_KIND, RULE_FIELDS, rolesRoutes, type PermissionRule, type RuleFieldKind, type RuleOperator } from '@console/contract/roles';
import { useTranslation } from 'react-i18next';
import { controlFor } from '../../crud/controls.tsx';
import type { FormField, Option } from '../../crud/resource.ts';
import { call } from '../../lib/request.ts';
import { asIs, type MessageKey } from '../../lib/i18n.ts';

interface RuleValues {
  field: string;
  operator: RuleOperator;
  value: string;
}

const YES_NO: Option[] = [{ value: true, label: 'crud.yes' }, { value: false, label: 'crud.no' }];

/** A rule's value as a person reads it. */
export function ruleValueText(value: PermissionRule['value'], t: TFunction): string {
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'boolean') return t(value ? 'crud.yes' : 'crud.no');
  return String(value);
}

/** A rule's value as the form edits and the server reads it: lists comma-separated, flags as true/false. */
const valueAsText = (value: PermissionRule['value']) => (Array.isArray(value) ? value.join(',') : String(value));

const selectField = (name: string, options: Option[]): FormField => ({ name, label: asIs(name), kind: 'select', options });

interface RuleFormProps {
  /** The page (menu name) whose fields the rule may test. */
  page: string;
  permId: number;
  /** The rule to change; none to add one. */
  rule?: PermissionRule;
  onClose: () => void;
  onSaved: () => void;
}

/** Adds or changes a row rule: a field of the page, an operator that suits its kind, and a value. */
export function RuleForm({ page, permId, rule, onClose, onSaved }: RuleFormProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<RuleValues>();
  const kinds: Readonly<Record<string, RuleFieldKind>> = (RULE_FIELDS as Record<string, Record<string, RuleFieldKind>>)[page] ?? {};
  const kind = kinds[Form.useWatch('field', form) ?? ''];
  const operator = Form.useWatch('operator', form);
  const operators = kind ? OPERATORS_BY_KIND[kind] : [];

  const save = useMutation({
    mutationFn: (values: RuleValues) =>
      rule ? call(rolesRoutes.editPermissionRule, { body: { id: rule.id, ...values } }) : call(rolesRoutes.addPermissionRule, { body: { permId, ...values } }),
    onSuccess: () => {
      void message.success(t(rule ? 'crud.updated' : 'crud.created'));
      onSaved();
    },
  });

  // Another field may be of another kind: its operators and values differ.
  const onValuesChange = (changed: Partial<RuleValues>) => {
    if (changed.field !== undefined) form.setFieldsValue({ operator: undefined, value: undefined });
  };
  const required = (label: MessageKey) => [{ required: true, message: t('crud.required', { label: t(label) }) }];

  return (
    <Modal
      open
      title={t(rule ? 'roles.editRule' : 'roles.addRule')}
      okText={t('crud.ok')}
      cancelText={t('crud.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form
        form={form}
        name="permission-rule"
        layout="vertical"
        initialValues={rule && { field: rule.field, operator: rule.operator, value: valueAsText(rule.value) }}
        onValuesChange={onValuesChange}
        onFinish={(values) => save.mutate(values)}
      >
        <Form.Item name="field" label={t('roles.field')} rules={required('roles.field')}>
          {controlFor(selectField('field', Object.keys(kinds).map((field) => ({ value: field, label: asIs(t(`roles.ruleFields.${field}`, { defaultValue: field })) }))), { autoFocus: true })}
        </Form.Item>
        <Form.Item name="operator" label={t('roles.operator')} rules={required('roles.operator')}>
          {controlFor(selectField('operator', operators.map((name) => ({ value: name, label: `roles.operators.${name}` }))))}
        </Form.Item>
        <Form.Item name="value" label={t('roles.value')} rules={required('roles.value')} extra={operator === 'in' ? t('roles.valuesHint') : undefined}>
          {kind === 'boolean' ? controlFor(selectField('value', YES_NO)) : <Input allowClear />}
        </Form.Item>
      </Form>
    </Modal>
  );
}
