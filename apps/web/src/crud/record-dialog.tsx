import { useMutation } from '@tanstack/react-query';
import { App, Form, Modal } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { en, zhCN } from 'zod/locales';
import { takenField } from '@console/contract';
import { useFocusBackOnUnmount } from '../lib/focus-back.ts';
import { contractMessage } from '../lib/i18n.ts';
import { ApiError } from '../lib/request.ts';
import { controlFor, controlRules } from './controls.tsx';
import { usePersonalFields, withoutUnchangedMasks, withPersonalState } from './personal-data.ts';
import { formFields, type FormField, type ListQuery, type RecordResource } from './resource.ts';
import { wordsOf } from '../lib/i18n.ts';

type Values = Record<string, unknown>;

const isShown = (field: FormField, values: Values) => field.shownWhen?.(values) ?? true;

/** The field a 409 says another record holds the value of. */
const takenFieldOf = (error: Error) =>
  error instanceof ApiError && error.code === 409 ? takenField.safeParse(error.data).data?.field : undefined;

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** What a field sends when emptied (its `whenEmpty`): blank text, null, or nothing. */
const emptyEntry = ({ name, whenEmpty }: FormField): [string, unknown][] => {
  if (whenEmpty === 'omit') return [];
  return [[name, whenEmpty === 'null' ? null : '']];
};

/**
 * Form-encoded bodies cannot carry null, so an emptied field is sent blank unless it says otherwise:
 * the contract's `optional` reads blank as null, and clearing a field clears it. A hidden field is not
 * sent, nor a read-only one: it cannot have changed, and the server may take any value sent as a change.
 */
const bodyOf = (fields: readonly FormField[], values: Values): Values =>
  Object.fromEntries(fields.filter((field) => isShown(field, values) && field.readOnly === undefined).flatMap((field): [string, unknown][] => {
    const value = values[field.name];
    if (field.kind === 'switch') return [[field.name, Boolean(value)]];
    return isEmpty(value) ? emptyEntry(field) : [[field.name, value]];
  }));

/** Zod's messages in the interface language, with the lengths of text said in plain words. */
export function issueMessages(t: TFunction, language: string): z.core.$ZodErrorMap {
  const { localeError } = (language === 'en-US' ? en : zhCN)();
  return (issue) => {
    if (issue.code === 'too_small' && issue.origin === 'string') return t('crud.tooShort', { count: Number(issue.minimum) });
    if (issue.code === 'too_big' && issue.origin === 'string') return t('crud.tooLong', { count: Number(issue.maximum) });
    return localeError(issue);
  };
}

/** A check's issues in the interface language: the contract's own reasons (its schemas' words) are messages of its catalogue. */
export const readersIssues = (issues: readonly z.core.$ZodIssue[]): z.core.$ZodIssue[] =>
  issues.map((issue) => ({ ...issue, message: contractMessage(issue.message) }));

function initialValuesOf<T extends object>(fields: readonly FormField[], record: T | undefined, toFormValues?: (record: T) => Values): Values {
  if (record === undefined) return Object.fromEntries(fields.map(({ name, initialValue }) => [name, initialValue]));
  return toFormValues?.(record) ?? Object.fromEntries(fields.map(({ name }) => [name, (record as Values)[name]]));
}

interface RecordDialogProps<T extends object, Q extends ListQuery, C, U> {
  resource: RecordResource<T, C, U, Q>;
  /** The record to edit; none to create one. */
  record?: T;
  /** Values the dialog starts with, over the fields' or the record's (a new record's parent, say). */
  initialValues?: Values;
  onClose: () => void;
  onSaved: () => void;
}

/** The create or edit dialog: fields from the columns, checked by the contract schema before sending. */
export function RecordDialog<T extends object, Q extends ListQuery, C, U>({ resource, record, initialValues, onClose, onSaved }: RecordDialogProps<T, Q, C, U>) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const editing = record !== undefined;
  const personal = usePersonalFields(resource.personal, editing ? (record[resource.rowKey] as number) : undefined, form);
  const formed = formFields(resource.columns, record, resource.system);
  const startValues = { ...initialValuesOf(formed, record, resource.toFormValues), ...initialValues };
  const fields = withPersonalState(formed, personal, startValues);
  const schema = editing ? resource.updateSchema : resource.createSchema;
  const createTitle = resource.createText ? t(resource.createText.action) : t('crud.createTitle', { title: wordsOf(t, resource.title) });
  useFocusBackOnUnmount();

  const save = useMutation({
    // The schema has accepted the body, or there is none to check it against.
    mutationFn: (body: Values) => (editing ? resource.update!(body as U) : resource.create!(body as C)),
    onSuccess: () => {
      void message.success(t(editing ? 'crud.updated' : (resource.createText?.done ?? 'crud.created')));
      onSaved();
    },
    // A value another record holds stays marked on its field after the message goes.
    onError: (error) => {
      const field = takenFieldOf(error);
      if (field && fields.some(({ name }) => name === field)) form.setFields([{ name: field, errors: [error.message] }]);
    },
  });

  const showIssues = (issues: readonly z.core.$ZodIssue[]) => {
    const names = new Set(fields.map(({ name }) => name));
    const onFields = issues.filter(({ path }) => names.has(String(path[0])));
    // A field's first issue says the most: a masked phone is told so before its pattern is.
    const firstOf = new Map<string, string>();
    for (const { path, message: error } of onFields) if (!firstOf.has(String(path[0]))) firstOf.set(String(path[0]), error);
    form.setFields([...firstOf].map(([name, error]) => ({ name, errors: [error] })));
    const others = issues.filter((issue) => !onFields.includes(issue));
    if (others.length > 0) void message.error(others.map(({ path, message: error }) => `${path.join('.')} ${error}`.trim()).join(t('crud.reasonSeparator')));
  };

  // What the contract said of a field is about its value then: a change answers it (a field's own rules then check the new value).
  const forgetIssuesOf = (changed: Values) => form.setFields(Object.keys(changed).map((name) => ({ name, errors: [] })));

  const submit = (values: Values) => {
    // What the page fixes without a field of its own (the parent of a drawer's list) goes with a new record too.
    const fixed = editing ? {} : Object.fromEntries(Object.entries(initialValues ?? {}).filter(([name]) => !fields.some((field) => field.name === name)));
    const body = { ...(editing && { [resource.rowKey]: record[resource.rowKey] }), ...fixed, ...withoutUnchangedMasks(bodyOf(fields, values), personal, startValues) };
    const checked = schema?.safeParse(body, { error: issueMessages(t, i18n.language) });
    if (checked && !checked.success) showIssues(readersIssues(checked.error.issues));
    else save.mutate(body);
  };

  return (
    <Modal
      open
      title={editing ? t('crud.editTitle', { title: wordsOf(t, resource.title) }) : createTitle}
      okText={t('crud.ok')}
      cancelText={t('crud.cancel')}
      okButtonProps={{ htmlType: 'submit' }}
      confirmLoading={save.isPending}
      onCancel={onClose}
      // The first field's autoFocus comes to nothing when the dialog shows without its zoom (less motion asked for): the dialog then focuses its ×.
      afterOpenChange={(shown) => shown && fields[0] && form.focusField(fields[0].name)}
      modalRender={(dialog) => (
        <Form form={form} name="record" layout="vertical" initialValues={startValues} onValuesChange={forgetIssuesOf} onFinish={submit}>
          {dialog}
        </Form>
      )}
    >
      {fields.map((field, index) => <DialogField key={field.key ?? field.name} field={field} autoFocus={index === 0} />)}
    </Modal>
  );
}

function DialogField({ field, autoFocus }: { field: FormField; autoFocus: boolean }) {
  const { t } = useTranslation();
  const emptyMessage = t(typeof field.required === 'string' ? field.required : 'crud.required', { label: wordsOf(t, field.label) });
  const item = (
    <Form.Item
      name={field.name}
      label={wordsOf(t, field.label)}
      tooltip={field.readOnly && t(field.readOnly)}
      extra={field.hint && t(field.hint)}
      valuePropName={field.kind === 'switch' ? 'checked' : 'value'}
      rules={[...(field.required ? [{ required: true, message: emptyMessage }] : []), ...controlRules(field, t)]}
      preserve={field.shownWhen === undefined}
    >
      {controlFor(field, { autoFocus, disabled: field.readOnly !== undefined })}
    </Form.Item>
  );
  // A field shown only sometimes looks again at every change of the values, and forgets its own when hidden.
  return field.shownWhen ? <Form.Item noStyle shouldUpdate>{({ getFieldsValue }) => isShown(field, getFieldsValue(true)) && item}</Form.Item> : item;
}
