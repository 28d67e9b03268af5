import { useDeferredValue, useMemo, useState } from 'react';
import { Empty, Input, Tag, Typography } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { changingCallsOf, type OutgoingCall } from './changing-calls.ts';
import type { ListedOperation, TagIndex } from './openapi-document.ts';
import { OperationDetails } from './operation-details.tsx';
import styles from './api-reference.module.css';

/** Each method's colour: a plain element, not antd's Tag, since the list shows every operation at once. */
const METHOD_STYLES: Record<string, string | undefined> = { get: styles.get, post: styles.post, put: styles.put, delete: styles.delete };

/** Text with `code` in backticks, as the document's description writes it. */
function Described({ text }: { text: string }) {
  return <>{text.split('`').map((part, at) => (at % 2 ? <code key={at}>{part}</code> : part))}</>;
}

function OperationRow({ tag, operation, tryItOut, changes }: {
  tag: string;
  operation: ListedOperation;
  tryItOut: boolean;
  changes: (call: OutgoingCall) => boolean;
}) {
  const [open, setOpen] = useState(false);
  const { method, path, summary } = operation;
  return (
    <li className={styles.operation}>
      <button type="button" className={styles.summary} data-path={path} aria-expanded={open} onClick={() => setOpen(!open)}>
        <span className={`${styles.method} ${METHOD_STYLES[method] ?? ''}`}>{method.toUpperCase()}</span>
        <code className={styles.path}>{path}</code>
        <span className={styles.summaryText}>{summary}</span>
      </button>
      {open && <OperationDetails tag={tag} method={method} path={path} tryItOut={tryItOut} changes={changes} />}
    </li>
  );
}

function TagSection({ name, operations, tryItOut, changes }: {
  name: string;
  operations: ListedOperation[];
  tryItOut: boolean;
  changes: (call: OutgoingCall) => boolean;
}) {
  const [collapsed, setCollapsed] = useState(false);
  return (
    <section className={styles.tag} aria-label={name}>
      <button type="button" className={styles.tagTitle} aria-expanded={!collapsed} onClick={() => setCollapsed(!collapsed)}>
        <span>{name}</span>
        <span className={styles.count}>{operations.length}</span>
      </button>
      {!collapsed && (
        <ul className={styles.operations}>
          {operations.map((operation) => (
            <OperationRow key={`${operation.method} ${operation.path}`} tag={name} operation={operation} tryItOut={tryItOut} changes={changes} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The tags and operations a filter keeps: a tag whose name matches keeps all of its operations. */
function filtered(index: TagIndex, filter: string) {
  const words = filter.trim().toLowerCase();
  if (!words) return index.tags;
  const matches = (text: string | undefined) => text?.toLowerCase().includes(words) ?? false;
  return index.tags
    .map((tag) => ({
      ...tag,
      operations: matches(tag.name) ? tag.operations : tag.operations.filter((operation) => matches(operation.path) || matches(operation.summary) || matches(operation.operationId)),
    }))
    .filter((tag) => tag.operations.length > 0);
}

/**
 * The API reference over the index of the document: its description, then every tag with its
 * operations, which a filter narrows. An operation opens in place; its details come from its tag's
 * part of the document, fetched on demand. "Try it out" is offered only while `tryItOut` is on.
 */
export function ApiReference({ index, tryItOut }: { index: TagIndex; tryItOut: boolean }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const deferredFilter = useDeferredValue(filter);
  const tags = useMemo(() => filtered(index, deferredFilter), [index, deferredFilter]);
  const changes = useMemo(() => changingCallsOf(index), [index]);
  return (
    <div className={styles.reference}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {index.info.title} <Tag variant="filled">{index.info.version}</Tag>
      </Typography.Title>
            {/* The description is long (the envelope, the credentials, every kind of access): shown when asked for. */}
      {index.info.description && (
        <details className={styles.about}>
          <summary>{t('apiDocs.about')}</summary>
          <Typography.Paragraph type="secondary"><Described text={index.info.description} /></Typography.Paragraph>
        </details>
      )}
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder={t('apiDocs.filter')}
        aria-label={t('apiDocs.filter')}
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        className={styles.filter}
      />
      {tags.length === 0 && <Empty description={t('apiDocs.noMatch')} />}
      {tags.map((tag) => <TagSection key={tag.name} name={tag.name} operations={tag.operations} tryItOut={tryItOut} changes={changes} />)}
    </div>
  );
}
