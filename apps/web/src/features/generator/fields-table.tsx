import type { ReactNode } from 'react';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { AutoComplete, Button, Checkbox, Empty, Flex, Form, Input, InputNumber, Popconfirm, Select, Space, Table, Typography, type FormListFieldData, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { namesOf } from '@console/contract';
import { dictsRoutes } from '@console/contract/dicts';
import { DECIMAL_MAX, GENERATOR_FIELD_TYPES, GENERATOR_FIELDS_MAX, generatorRoutes, identifier, IDENTIFIER_MAX, TEXT_LENGTH_MAX, type GeneratorFieldType } from '@console/contract/generator';
import { useCall } from '../../lib/query.ts';
import { blankField, TYPE_RULES, type EditorValues, type FieldValues } from './field-rules.ts';
import type { AppMessages } from '../../lib/i18n.ts';

/** The dictionaries and tables change seldom: one answer serves the editor's every row. */
const CHOICES_FRESH_MS = 5 * 60_000;
const ROW_ITEM = { style: { margin: 0 } };

type FlagName = 'required' | 'unique' | 'listed' | 'sortable' | 'inForm';

interface FieldsTableProps {
  /** Controls of the editor's own beside 添加字段 (从数据库表开始). */
  actions?: ReactNode;
}

/** The tables a reference may name: the entity's own first (a parent, once its name is valid), then the database's. */
function useTableChoices(tables: readonly string[]) {
  const { t } = useTranslation();
  const entity = Form.useWatch('name', Form.useFormInstance<EditorValues>());
  const own = identifier.safeParse(entity).success ? namesOf(entity!).table : undefined;
  return [
    ...(own ? [{ value: own, label: t('generator.field.ownTable', { table: own }) }] : []),
    ...tables.filter((table) => table !== own).map((table) => ({ value: table, label: table })),
  ];
}

interface FromRowProps<Setting extends keyof FieldValues> {
  index: number;
  setting: Setting;
  render: (value: FieldValues[Setting] | undefined) => ReactNode;
}

/**
 * A cell drawn from one setting of its row (its type, whether it is required): redrawn when that
 * setting changes, not at each keystroke elsewhere in the form.
 */
function FromRow<Setting extends keyof FieldValues>({ index, setting, render }: FromRowProps<Setting>) {
  return render(Form.useWatch(['fields', index, setting], Form.useFormInstance<EditorValues>()));
}

/** A cell drawn from its row's type. */
const byType = (index: number, render: (type: GeneratorFieldType) => ReactNode) =>
  <FromRow index={index} setting="type" render={(type) => render(type ?? 'text')} />;

interface ReferenceSelectProps {
  tables: readonly string[];
  'aria-label': string;
  placeholder: string;
}

function ReferenceSelect({ tables, ...shown }: ReferenceSelectProps) {
  return <Select {...shown} style={{ width: 180 }} allowClear showSearch={{ optionFilterProp: 'label' }} options={useTableChoices(tables)} />;
}

/**
 * The fields of a definition, a row each, in the order the generated code takes them: every setting
 * a type cannot have is left out of its row, and the search modes offered are the type's.
 */
/** A column of the fields table, named by its message. */
type FieldColumn = keyof AppMessages['generator']['field'];

export function FieldsTable({ actions }: FieldsTableProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<EditorValues>();
  // Reading the dictionaries is another page's permission: without it, a type code is typed instead.
  const dicts = useCall(dictsRoutes.all, { quiet: true }, { staleTime: CHOICES_FRESH_MS }).data ?? [];
  const tables = useCall(generatorRoutes.tables, {}, { staleTime: CHOICES_FRESH_MS }).data ?? [];
  const labelOf = (index: number, column: FieldColumn) => t('generator.field.labelOf', { index: index + 1, column: t(`generator.field.${column}`) });
  const checkbox = (name: FlagName, index: number, disabled?: boolean) => (
    <Form.Item name={[index, name]} valuePropName="checked" {...ROW_ITEM}>
      <Checkbox aria-label={labelOf(index, name)} disabled={disabled} />
    </Form.Item>
  );
  const flag = (name: FlagName, render: (index: number) => ReactNode = (index) => checkbox(name, index)) => ({
    key: name,
    title: t(`generator.field.${name}`),
    align: 'center' as const,
    render: (_: unknown, item: FormListFieldData) => render(item.name),
  });
  const bound = (name: 'min' | 'max') => ({
    key: name,
    title: t(`generator.field.${name}`),
    render: (_: unknown, item: FormListFieldData) => byType(item.name, (type) => (TYPE_RULES[type].bounds ? (
      <Form.Item name={[item.name, name]} {...ROW_ITEM}>
        <InputNumber aria-label={labelOf(item.name, name)} min={-DECIMAL_MAX} max={DECIMAL_MAX} precision={type === 'integer' ? 0 : undefined} style={{ width: 120 }} />
      </Form.Item>
    ) : <NotApplicable />)),
  });

  return (
    <Form.List name="fields">
      {(items, { add, remove, move }) => {
        const columns: TableColumnsType<FormListFieldData> = [
          { key: 'index', title: t('generator.field.index'), render: (_, item) => item.name + 1 },
          {
            key: 'name', title: t('generator.field.name'),
            render: (_, item) => (
              <Form.Item name={[item.name, 'name']} {...ROW_ITEM}>
                <Input aria-label={labelOf(item.name, 'name')} maxLength={IDENTIFIER_MAX} spellCheck={false} autoComplete="off" style={{ width: 150 }} />
              </Form.Item>
            ),
          },
          {
            key: 'label', title: t('generator.field.label'),
            render: (_, item) => <Form.Item name={[item.name, 'label']} {...ROW_ITEM}><Input aria-label={labelOf(item.name, 'label')} maxLength={50} style={{ width: 140 }} /></Form.Item>,
          },
          {
            key: 'type', title: t('generator.field.type'),
            render: (_, item) => (
              <Form.Item name={[item.name, 'type']} {...ROW_ITEM}>
                <Select aria-label={labelOf(item.name, 'type')} style={{ width: 120 }} options={GENERATOR_FIELD_TYPES.map((type) => ({ value: type, label: t(`generator.types.${type}`) }))} />
              </Form.Item>
            ),
          },
          flag('required'),
          flag('unique', (index) => byType(index, (type) => checkbox('unique', index, !TYPE_RULES[type].unique))),
          {
            key: 'maxLength', title: t('generator.field.maxLength'),
            render: (_, item) => byType(item.name, (type) => (TYPE_RULES[type].maxLength ? (
              <Form.Item name={[item.name, 'maxLength']} {...ROW_ITEM}>
                <InputNumber aria-label={labelOf(item.name, 'maxLength')} min={1} max={TEXT_LENGTH_MAX} precision={0} style={{ width: 100 }} />
              </Form.Item>
            ) : <NotApplicable />)),
          },
          bound('min'),
          bound('max'),
          flag('listed'),
          {
            key: 'search', title: t('generator.field.search'),
            render: (_, item) => byType(item.name, (type) => (
              <Form.Item name={[item.name, 'search']} {...ROW_ITEM}>
                <Select aria-label={labelOf(item.name, 'search')} style={{ width: 100 }}
                  options={TYPE_RULES[type].search.map((mode) => ({ value: mode, label: t(`generator.searchModes.${mode}`) }))} />
              </Form.Item>
            )),
          },
          flag('sortable', (index) => byType(index, (type) => checkbox('sortable', index, !TYPE_RULES[type].sortable))),
          flag('inForm', (index) => <FromRow index={index} setting="required" render={(required) => checkbox('inForm', index, Boolean(required))} />),
          {
            key: 'dictType', title: t('generator.field.dictType'),
            render: (_, item) => byType(item.name, (type) => (TYPE_RULES[type].dictType ? (
              <Form.Item name={[item.name, 'dictType']} {...ROW_ITEM}>
                <AutoComplete aria-label={labelOf(item.name, 'dictType')} placeholder={t('generator.field.dictPlaceholder')} style={{ width: 200 }} allowClear
                  options={dicts.map(({ type, name }) => ({ value: type, label: `${name}（${type}）` }))}
                  filterOption={(typed, option) => String(option?.label ?? '').toLowerCase().includes(typed.toLowerCase())} />
              </Form.Item>
            ) : <NotApplicable />)),
          },
          {
            key: 'references', title: t('generator.field.references'),
            render: (_, item) => byType(item.name, (type) => (TYPE_RULES[type].references ? (
              <Form.Item name={[item.name, 'references']} {...ROW_ITEM}>
                <ReferenceSelect tables={tables} aria-label={labelOf(item.name, 'references')} placeholder={t('generator.field.tablePlaceholder')} />
              </Form.Item>
            ) : <NotApplicable />)),
          },
          {
            key: 'actions', title: t('generator.field.actions'),
            onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
            render: (_, item) => (
              <RowControls
                index={item.name}
                count={items.length}
                nameOf={() => (form.getFieldValue(['fields', item.name, 'name']) as string | undefined) || t('generator.field.unnamed')}
                labelOf={(column) => labelOf(item.name, column)}
                onMove={(to) => move(item.name, to)}
                onRemove={() => remove(item.name)}
              />
            ),
          },
        ];
        return (
          <Flex vertical gap="small">
            <Flex justify="space-between" align="center" wrap gap="small">
              <Space wrap>
                <Button icon={<PlusOutlined />} disabled={items.length >= GENERATOR_FIELDS_MAX} onClick={() => add(blankField())}>{t('generator.editor.addField')}</Button>
                {actions}
              </Space>
              <Typography.Text type="secondary">{t('generator.editor.fieldCount', { count: items.length })}</Typography.Text>
            </Flex>
            <Table<FormListFieldData>
              rowKey="key"
              size="small"
              columns={columns}
              dataSource={items}
              pagination={false}
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('generator.editor.noFields')} /> }}
            />
          </Flex>
        );
      }}
    </Form.List>
  );
}

function NotApplicable() {
  return <Typography.Text type="secondary" aria-hidden>—</Typography.Text>;
}

interface RowControlsProps {
  index: number;
  count: number;
  /** The field's name as it is when removing it is asked. */
  nameOf: () => string;
  labelOf: (column: FieldColumn) => string;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** 上移, 下移 and 删除 of a field; removing asks first. */
function RowControls({ index, count, nameOf, labelOf, onMove, onRemove }: RowControlsProps) {
  const { t } = useTranslation();
  return (
    <Space size={0}>
      <Button type="text" size="small" icon={<ArrowUpOutlined />} aria-label={labelOf('moveUp')} title={t('generator.field.moveUp')} disabled={index === 0} onClick={() => onMove(index - 1)} />
      <Button type="text" size="small" icon={<ArrowDownOutlined />} aria-label={labelOf('moveDown')} title={t('generator.field.moveDown')} disabled={index === count - 1} onClick={() => onMove(index + 1)} />
      <Popconfirm title={() => t('generator.field.removeConfirm', { name: nameOf() })} okText={t('crud.ok')} cancelText={t('crud.cancel')} okButtonProps={{ danger: true }} onConfirm={onRemove}>
        <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={labelOf('remove')} title={t('generator.field.remove')} />
      </Popconfirm>
    </Space>
  );
}
