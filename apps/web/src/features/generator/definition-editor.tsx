import { useState } from 'react';
import { flushSync } from 'react-dom';
import { ExperimentOutlined, RollbackOutlined, SaveOutlined, TableOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Flex, Form, Input, Modal, Row, Select, Space, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { contractClashOf, namesOf } from '@console/contract';
import { definitionsCrud, entityDefinition, generatorField, generatorRoutes, IDENTIFIER_MAX, type DefinitionRecord, type EntityDefinition, type EntityDraft } from '@console/contract/generator';
import { useHas } from '../../components/permission.tsx';
import { issueMessages, readersIssues } from '../../crud/record-dialog.tsx';
import { useCall, useInvalidate } from '../../lib/query.ts';
import { isSharedMessageGroup } from '../../lib/i18n.ts';
import { ApiError, call } from '../../lib/request.ts';
import { CodePreview } from './code-preview.tsx';
import {
  blankDefinition, DEFINITION_PARAM, definitionText, DRAFT, fitToType, fromDraft, keepDraft, refusalOf, TEST_PAGE_URL, toDefinitionInput, toEditorValues,
  type EditorValues, type FieldRefusal, type FieldValues,
} from './field-rules.ts';
import { FieldsTable } from './fields-table.tsx';

const ENTITY_ITEMS = ['name', 'label', 'labelEn'];

/** A place of the editor's form, as the contract and the server name it. */
type Place = Parameters<FormInstance<EditorValues>['setFields']>[0][number]['name'];
const FIELD_ITEMS = new Set(Object.keys(generatorField.shape));

/** Whether the editor has an input at this path of the definition (`fields.2.name`), to show a problem under it. */
const shownAt = (path: readonly PropertyKey[]) =>
  (path.length === 1 && ENTITY_ITEMS.includes(String(path[0])))
  || (path.length === 3 && path[0] === 'fields' && typeof path[1] === 'number' && FIELD_ITEMS.has(String(path[2])));

interface FromTableDialogProps {
  open: boolean;
  onClose: () => void;
  onLoaded: (draft: EntityDraft, table: string) => void;
}

/** 从数据库表开始: a table of the database, read as a definition to check and complete. */
function FromTableDialog({ open, onClose, onLoaded }: FromTableDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ table: string }>();
  const tables = useCall(generatorRoutes.tables, {}, { enabled: open });
  const load = useMutation({
    mutationFn: (table: string) => call(generatorRoutes.entityData, { params: { table } }),
    onSuccess: (draft, table) => {
      onLoaded(draft, table);
      form.resetFields();
    },
  });
  return (
    <Modal
      open={open}
      title={t('generator.fromTable.title')}
      okText={t('generator.fromTable.ok')}
      cancelText={t('crud.cancel')}
      okButtonProps={{ htmlType: 'submit' }}
      confirmLoading={load.isPending}
      onCancel={onClose}
      destroyOnHidden
      modalRender={(dialog) => <Form form={form} name="fromTable" layout="vertical" onFinish={({ table }) => load.mutate(table)}>{dialog}</Form>}
    >
      <Alert type="warning" showIcon title={t('generator.fromTable.hint')} style={{ marginBottom: 16 }} />
      <Form.Item name="table" label={t('generator.fromTable.table')} rules={[{ required: true, message: t('generator.fromTable.required') }]}>
        <Select autoFocus showSearch={{ optionFilterProp: 'label' }} loading={tables.isLoading} options={(tables.data ?? []).map((table) => ({ value: table, label: table }))} />
      </Form.Item>
    </Modal>
  );
}

interface DefinitionEditorProps {
  /** The saved definition edited; none for a new one. */
  record?: DefinitionRecord;
  onSaved: (record: DefinitionRecord) => void;
  onBack: () => void;
}

/**
 * A definition's names and fields, checked against the contract where they are typed before anything
 * is sent (the server checks again and its refusal is shown at the field it names), with the code
 * generated from it below.
 */
export function DefinitionEditor({ record, onSaved, onBack }: DefinitionEditorProps) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const [form] = Form.useForm<EditorValues>();
  const canSave = useHas(record ? 'edit' : 'add');
  const [initialValues] = useState(() => (record ? toEditorValues(record) : blankDefinition()));
  const [saved, setSaved] = useState(() => record && definitionText(initialValues));
  const [listProblem, setListProblem] = useState<string>();
  const [fromTable, setFromTable] = useState(false);

  const showProblems = (problems: readonly FieldRefusal[]) => {
    const atFields = problems.filter(({ path }) => shownAt(path));
    const byField = new Map<string, { name: Place; errors: string[] }>();
    for (const { path, message: problem } of atFields) {
      const key = path.join('.');
      byField.set(key, { name: path as Place, errors: [...(byField.get(key)?.errors ?? []), problem] });
    }
    form.setFields([...byField.values()]);
    const others = problems.filter((problem) => !atFields.includes(problem));
    setListProblem(others.length > 0 ? others.map(({ path, message: problem }) => (path.length > 1 ? `${path.join('.')} ${problem}` : problem)).join(t('crud.reasonSeparator')) : undefined);
    if (atFields[0]) form.scrollToField(atFields[0].path, { block: 'center' });
  };

  const clearProblems = () => {
    form.setFields(form.getFieldsError().filter(({ errors }) => errors.length > 0).map(({ name }) => ({ name: name as Place, errors: [] })));
    setListProblem(undefined);
  };

  /**
   * A name the contract has already, as the server refuses it, or whose messages' key the web's shared
   * messages have: the generated code would not compile.
   */
  const clashProblems = (name: string): FieldRefusal[] => {
    const clash = contractClashOf(name);
    const { plural } = namesOf(name);
    if (!clash) return isSharedMessageGroup(plural) ? [{ path: ['name'], message: t('generator.editor.messagesTaken', { group: plural }) }] : [];
    const names = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(clash.names);
    return [{ path: ['name'], message: t('generator.editor.contractTaken', { domain: clash.domain, names }) }];
  };

  /** The definition when the contract takes it and its name is free; otherwise its problems are shown where they are. */
  const check = (): EntityDefinition | undefined => {
    clearProblems();
    const checked = entityDefinition.safeParse(toDefinitionInput(form.getFieldsValue(true)), { error: issueMessages(t, i18n.language) });
    const problems = checked.success
      ? clashProblems(checked.data.name)
      : readersIssues(checked.error.issues).map(({ path, message: problem }) => ({ path: path.map((part) => (typeof part === 'symbol' ? String(part) : part)), message: problem }));
    if (checked.success && problems.length === 0) return checked.data;
    showProblems(problems);
    void message.error(t('generator.editor.invalid', { count: problems.length }));
    return undefined;
  };

  // The request client has shown the refusal; a place of the definition it names is marked too.
  const onRefused = (error: unknown) => {
    const refusal = error instanceof ApiError && error.code === 400 ? refusalOf(error.message) : undefined;
    if (refusal) showProblems([refusal]);
  };

  const save = useMutation({
    mutationFn: (definition: EntityDefinition) => (record
      ? call(definitionsCrud.routes.update, { body: { id: record.id, ...definition } })
      : call(definitionsCrud.routes.create, { body: definition })),
    onSuccess: (savedRecord, definition) => {
      void message.success(t('generator.editor.saved'));
      setSaved(JSON.stringify(definition));
      void invalidate(definitionsCrud.routes.list, definitionsCrud.routes.info);
      onSaved(savedRecord);
    },
    onError: onRefused,
  });

  const submit = () => {
    const definition = check();
    if (definition) save.mutate(definition);
  };

  const openTest = () => {
    const definition = check();
    if (!definition) return;
    if (record && saved === JSON.stringify(definition)) {
      void navigate(`${TEST_PAGE_URL}?${DEFINITION_PARAM}=${record.id}`);
      return;
    }
    keepDraft(definition);
    void navigate(`${TEST_PAGE_URL}?${DEFINITION_PARAM}=${DRAFT}`);
  };

  const loadDraft = (draft: EntityDraft, table: string) => {
    const loaded = fromDraft(draft);
    // The rows are drawn at once: a problem is kept by the input it is shown under, and the check below marks them.
    flushSync(() => {
      form.setFieldValue('name', loaded.name);
      form.setFieldValue('label', loaded.label);
      form.setFieldValue('labelEn', loaded.labelEn);
      form.setFieldValue('fields', loaded.fields);
    });
    setFromTable(false);
    void message.success(t('generator.fromTable.loaded', { table, count: loaded.fields.length }));
    // A table's column names may be reserved words or otherwise unfit: they are marked at once.
    check();
  };

  // A new type drops the settings it cannot have; a required field is always in the form.
  const onValuesChange = (changed: Partial<EditorValues>) => {
    changed.fields?.forEach((row, index) => {
      if (!row) return;
      const field = form.getFieldValue(['fields', index]) as FieldValues | undefined;
      if (!field) return;
      if (row.type !== undefined) form.setFieldValue(['fields', index], fitToType(field));
      if (row.required === true) form.setFieldValue(['fields', index, 'inForm'], true);
    });
  };

  const title = record ? t(canSave ? 'generator.editor.editTitle' : 'generator.editor.viewTitle', { name: record.name }) : t('generator.editor.createTitle');
  return (
    <Flex vertical gap="middle">
      <Card title={title} extra={<Button icon={<RollbackOutlined />} onClick={onBack}>{t('generator.editor.back')}</Button>}>
        <Form form={form} name="definition" layout="vertical" initialValues={initialValues} disabled={!canSave} onValuesChange={onValuesChange} onFinish={submit}>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item name="name" label={t('generator.editor.name')} extra={t('generator.editor.nameHint')}>
                <Input maxLength={IDENTIFIER_MAX} spellCheck={false} autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="label" label={t('generator.editor.label')}><Input maxLength={50} /></Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="labelEn" label={t('generator.editor.labelEn')}><Input maxLength={50} /></Form.Item>
            </Col>
          </Row>
          <Form.Item label={t('generator.editor.fields')} style={{ marginBottom: 16 }}>
            <Flex vertical gap="small">
              {listProblem && <Alert type="error" showIcon title={listProblem} />}
              <FieldsTable actions={<Button icon={<TableOutlined />} onClick={() => setFromTable(true)}>{t('generator.editor.fromTable')}</Button>} />
            </Flex>
          </Form.Item>
          <Space wrap>
            {canSave && <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={save.isPending}>{t('generator.editor.save')}</Button>}
            {/* Trying the definition out writes nothing: it stays possible for those who may only view. */}
            <Button icon={<ExperimentOutlined />} disabled={false} onClick={openTest}>{t('generator.editor.openTest')}</Button>
          </Space>
        </Form>
      </Card>
      <CodePreview form={form} check={check} onRefused={onRefused} />
      <FromTableDialog open={fromTable} onClose={() => setFromTable(false)} onLoaded={loadDraft} />
    </Flex>
  );
}
