import { lazy, Suspense, type ReactNode } from 'react';
import { Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { openApiRoutes } from '@console/contract/open-api';
import { useCall } from '../../lib/query.ts';
import { LoadFailed } from '../../components/load-failed.tsx';
import type { OutgoingCall } from './changing-calls.ts';
import type { Components, Operation, TagDocument } from './openapi-document.ts';
import { SchemaView } from './schema-view.tsx';
import styles from './api-reference.module.css';

/**
 * Loaded when "Try it out" is first switched on: most readers only read. (In the page's chunk, antd's
 * App context it needs made the bundler cut the first load's antd modules into more, smaller files.)
 */
const TryItOut = lazy(() => import('./try-it-out.tsx'));

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <Typography.Title level={5} className={styles.sectionTitle}>{title}</Typography.Title>
      {children}
    </section>
  );
}

/** `name value` rows: the operation's id, who may call it, the credential it takes. */
function Facts({ operation }: { operation: Operation }) {
  const facts: [string, string | undefined][] = [
    ['operationId', operation.operationId],
    ['x-access', operation['x-access'] && JSON.stringify(operation['x-access'])],
    ['security', operation.security?.flatMap(Object.keys).join(', ')],
  ];
  return (
    <dl className={styles.facts}>
      {facts.filter(([, value]) => value).map(([name, value]) => (
        <div key={name}><dt>{name}</dt><dd><code>{value}</code></dd></div>
      ))}
    </dl>
  );
}

function Details({ operation, components }: { operation: Operation; components: Components }) {
  const { t } = useTranslation();
  const body = operation.requestBody;
  // The refusals share one component: it is opened under the first answer that names it, named under the others.
  const opened = new Set<string>();
  return (
    <>
      {operation.parameters && operation.parameters.length > 0 && (
        <Section title={t('apiDocs.parameters')}>
          <ul className={styles.rows}>
            {operation.parameters.map((parameter) => (
              <li key={`${parameter.in} ${parameter.name}`}>
                <code className={styles.property}>{parameter.name}</code>
                {parameter.required && <span className={styles.required}>*</span>}
                <span className={styles.constraint}>{parameter.in}</span>{' '}
                {parameter.schema && <SchemaView schema={parameter.schema} components={components} />}
                {parameter.description && <span className={styles.description}>{parameter.description}</span>}
              </li>
            ))}
          </ul>
        </Section>
      )}
      {body && (
        <Section title={body.required ? `${t('apiDocs.requestBody')} *` : t('apiDocs.requestBody')}>
          <Typography.Text type="secondary">{Object.keys(body.content).join(', ')}</Typography.Text>
          {/* Each content type of a body has the same schema: the contract describes one body. */}
          {Object.values(body.content)[0]?.schema && <SchemaView schema={Object.values(body.content)[0]!.schema!} components={components} />}
        </Section>
      )}
      <Section title={t('apiDocs.responses')}>
        <ul className={styles.rows}>
          {Object.entries(operation.responses ?? {}).map(([status, response]) => (
            <li key={status}>
              <code className={styles.status}>{status}</code> {response.description}
              {Object.entries(response.content ?? {}).map(([type, { schema }]) => (
                <div key={type} className={styles.content}>
                  <Typography.Text type="secondary">{type}</Typography.Text>
                  {schema && <SchemaView schema={schema} components={components} opened={opened} />}
                </div>
              ))}
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

/**
 * One operation in full, read from its tag's part of the document (fetched when the first operation
 * of the tag is opened, then kept): its facts, parameters, body and answers, and "Try it out" while on.
 */
export function OperationDetails({ tag, method, path, tryItOut, changes }: {
  tag: string;
  method: string;
  path: string;
  tryItOut: boolean;
  changes: (call: OutgoingCall) => boolean;
}) {
  const { t } = useTranslation();
  const part = useCall(openApiRoutes.tag, { params: { tag } }, { staleTime: Infinity });
  if (part.isPending) return <Spin description={t('apiDocs.loading')} className={styles.loading} />;
  if (part.isError) return <LoadFailed onRetry={() => void part.refetch()} />;
  const document = part.data as unknown as TagDocument;
  const operation = document.paths[path]?.[method];
  if (!operation) return <LoadFailed onRetry={() => void part.refetch()} />;
  const components = document.components?.schemas;
  return (
    <div className={styles.details}>
      <Facts operation={operation} />
      {tryItOut && (
        <Section title={t('apiDocs.tryItOutTitle')}>
          <Suspense fallback={<Spin className={styles.loading} />}>
            <TryItOut method={method} path={path} operation={operation} components={components} changes={changes} />
          </Suspense>
        </Section>
      )}
      <Details operation={operation} components={components} />
    </div>
  );
}
