import { useEffect, useMemo, useState } from 'react';
import { App, Button, Flex, Input, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../lib/i18n.ts';
import { getToken } from '../../lib/storage.ts';
import { useSession } from '../../stores/session.store.ts';
import type { OutgoingCall } from './changing-calls.ts';
import { sampleOf, type Components, type Operation } from './openapi-document.ts';
import styles from './api-reference.module.css';
import { signedInName } from '../../components/account-name.ts';

type Modal = ReturnType<typeof App.useApp>['modal'];

const FORM = 'application/x-www-form-urlencoded';
const JSON_TYPE = 'application/json';

/** Asks before a call that may change something is sent; answers whether the reader said yes. */
async function confirmed(modal: Modal, { method, url }: OutgoingCall): Promise<boolean> {
  const { pathname } = new URL(url, window.location.origin);
  const info = useSession.getState().info;
  const answer = await modal.confirm({
    title: i18n.t('apiDocs.confirmTitle', { name: info && signedInName(info) }),
    content: <><code>{method.toUpperCase()} {pathname}</code><p>{i18n.t('apiDocs.confirmContent')}</p></>,
    okText: i18n.t('apiDocs.send'),
    cancelText: i18n.t('crud.cancel'),
    okButtonProps: { danger: true },
  });
  return answer === true;
}

/** What came of a call: the server's answer (a file as a link to it), or why nothing was sent or answered. */
type Outcome =
  | { kind: 'answered'; status: number; text: string }
  | { kind: 'file'; status: number; href: string; type: string; size: number }
  | { kind: 'notSent' | 'unanswered' };

const isText = (type: string) => /json|^text\/|xml/.test(type);

async function outcomeOf(response: Response): Promise<Outcome> {
  const type = response.headers.get('content-type') ?? '';
  if (!isText(type) && response.status < 300) {
    const file = await response.blob();
    return { kind: 'file', status: response.status, href: URL.createObjectURL(file), type, size: file.size };
  }
  const text = await response.text();
  if (!type.includes('json')) return { kind: 'answered', status: response.status, text };
  try {
    return { kind: 'answered', status: response.status, text: JSON.stringify(JSON.parse(text), null, 2) };
  } catch {
    return { kind: 'answered', status: response.status, text };
  }
}

/** The address of a call: the path's parameters filled in, the query's given ones appended. */
function urlOf(path: string, operation: Operation, values: Record<string, string>): string {
  const query = new URLSearchParams();
  let url = path;
  for (const { name, in: place } of operation.parameters ?? []) {
    const value = values[name] ?? '';
    if (place === 'path') url = url.replace(`{${name}}`, encodeURIComponent(value));
    else if (place === 'query' && value !== '') query.append(name, value);
  }
  const search = query.toString();
  return search ? `${url}?${search}` : url;
}

function OutcomeView({ outcome, method, url }: { outcome: Outcome; method: string; url: string }) {
  const { t } = useTranslation();
  useEffect(() => () => {
    if (outcome.kind === 'file') URL.revokeObjectURL(outcome.href);
  }, [outcome]);
  return (
    <div className={styles.outcome} role="status">
      <Typography.Text type="secondary">{t('apiDocs.requestUrl')}</Typography.Text>
      <pre className={styles.code}>{method.toUpperCase()} {url}</pre>
      {outcome.kind === 'notSent' && <Typography.Text type="warning">{t('apiDocs.notSent')}</Typography.Text>}
      {outcome.kind === 'unanswered' && <Typography.Text type="danger">{t('apiDocs.unanswered')}</Typography.Text>}
      {(outcome.kind === 'answered' || outcome.kind === 'file') && (
        <>
          <div>
            <Typography.Text type="secondary">{t('apiDocs.status')} </Typography.Text>
            <Tag color={outcome.status < 300 ? 'success' : 'error'} data-testid="answer-status">{outcome.status}</Tag>
          </div>
          {outcome.kind === 'answered'
            ? <pre className={styles.code}>{outcome.text}</pre>
            : <a href={outcome.href} download>{t('apiDocs.download', { type: outcome.type || '?', size: outcome.size })}</a>}
        </>
      )}
    </div>
  );
}

/**
 * Sends one operation as the signed-in user, whose permissions the server checks as always. Its
 * parameters and body are typed in (a form-encoded body field by field, a JSON body as JSON, started
 * from a sample of its schema); a call that may change something goes only once the reader confirms
 * it, and one declined is not sent.
 */
export default function TryItOut({ method, path, operation, components, changes }: {
  method: string;
  path: string;
  operation: Operation;
  components: Components;
  changes: (call: OutgoingCall) => boolean;
}) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const content = operation.requestBody?.content ?? {};
  const formSchema = content[FORM]?.schema;
  const jsonSchema = content[JSON_TYPE]?.schema;
  const initialJson = useMemo(() => (jsonSchema ? JSON.stringify(sampleOf(jsonSchema, components), null, 2) : ''), [jsonSchema, components]);
  const [values, setValues] = useState<Record<string, string>>({});
  const [fields, setFields] = useState<Record<string, string>>({});
  const [json, setJson] = useState(initialJson);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<{ outcome: Outcome; url: string }>();

  const execute = async () => {
    const url = urlOf(path, operation, values);
    const headers: Record<string, string> = {};
    const token = getToken();
    if (token) headers.Authorization = token;
    let body: string | undefined;
    if (formSchema) {
      headers['Content-Type'] = FORM;
      body = new URLSearchParams(Object.entries(fields).filter(([, value]) => value !== '')).toString();
    } else if (jsonSchema) {
      headers['Content-Type'] = JSON_TYPE;
      body = json;
    }
    setSending(true);
    try {
      if (changes({ method, url }) && !(await confirmed(modal, { method, url }))) {
        setSent({ outcome: { kind: 'notSent' }, url });
        return;
      }
      const response = await fetch(url, { method: method.toUpperCase(), headers, body }).catch(() => undefined);
      setSent({ outcome: response ? await outcomeOf(response) : { kind: 'unanswered' }, url });
    } finally {
      setSending(false);
    }
  };

  const input = (name: string, value: string, onChange: (value: string) => void, required?: boolean) => (
    <label key={name} className={styles.field}>
      <span><code>{name}</code>{required && <span className={styles.required}>*</span>}</span>
      <Input placeholder={name} value={value} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
  const formRequired = new Set(formSchema?.required);
  return (
    <Flex vertical gap="small" className={styles.tryItOut}>
      {(operation.parameters ?? []).map(({ name, required }) => input(name, values[name] ?? '', (value) => setValues({ ...values, [name]: value }), required))}
      {formSchema && Object.keys(formSchema.properties ?? {}).map((name) => input(name, fields[name] ?? '', (value) => setFields({ ...fields, [name]: value }), formRequired.has(name)))}
      {!formSchema && jsonSchema && (
        <label className={styles.field}>
          <span><code>{JSON_TYPE}</code></span>
          <Input.TextArea value={json} onChange={(event) => setJson(event.target.value)} autoSize={{ minRows: 3, maxRows: 16 }} spellCheck={false} className={styles.mono} />
        </label>
      )}
      <div><Button type="primary" loading={sending} onClick={() => void execute()}>{t('apiDocs.execute')}</Button></div>
      {sent && <OutcomeView outcome={sent.outcome} method={method} url={sent.url} />}
    </Flex>
  );
}
