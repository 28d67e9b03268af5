import { Alert, Descriptions, Drawer, Skeleton, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { CACHE_ITEMS_MAX, cacheRoutes, type CacheKeyValue } from '@console/contract/cache';
import { LoadFailed } from '../../components/load-failed.tsx';
import { useCall } from '../../lib/query.ts';
import { formatTtl, sizeText } from './cache-text.ts';

type Item = CacheKeyValue['items'][number] & { index: number };

/** A string as it was written, JSON laid out when it is JSON. */
function StringValue({ value }: { value: string }) {
  let shown = value;
  try {
    shown = JSON.stringify(JSON.parse(value), null, 2);
  } catch {
    // Not JSON: shown as it is.
  }
  return <Typography.Paragraph copyable={{ text: value }}><pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0 }}>{shown}</pre></Typography.Paragraph>;
}

function useItemColumns(type: CacheKeyValue['type']): TableColumnsType<Item> {
  const { t } = useTranslation();
  const text = (key: 'field' | 'value', title: string) => ({ key, title, dataIndex: key, render: (value: string) => <Typography.Text copyable style={{ wordBreak: 'break-all' }}>{value}</Typography.Text> });
  switch (type) {
    case 'hash': return [text('field', t('cache.field')), text('value', t('cache.value'))];
    case 'zset': return [text('value', t('cache.member')), { key: 'score', title: t('cache.score'), dataIndex: 'score', align: 'right' }];
    case 'list': return [{ key: 'index', title: t('cache.index'), dataIndex: 'index', width: 80 }, text('value', t('cache.value'))];
    default: return [text('value', t('cache.value'))];
  }
}

function Content({ entry }: { entry: CacheKeyValue }) {
  const { t } = useTranslation();
  const columns = useItemColumns(entry.type);
  return (
    <>
      <Descriptions size="small" column={1} style={{ marginBottom: 16 }} items={[
        { key: 'type', label: t('cache.type'), children: t(`cache.types.${entry.type}`) },
        { key: 'ttl', label: t('cache.ttl'), children: formatTtl(entry.ttlMs, t) },
        { key: 'size', label: t('cache.size'), children: sizeText(entry, t) },
      ]} />
      {entry.value !== null ? <StringValue value={entry.value} /> : (
        <>
          {entry.truncated && <Alert type="info" showIcon title={t('cache.truncated', { count: CACHE_ITEMS_MAX })} style={{ marginBottom: 8 }} />}
          <Table<Item> size="small" rowKey="index" columns={columns} dataSource={entry.items.map((item, index) => ({ ...item, index }))} pagination={{ pageSize: 50, hideOnSinglePage: true }} />
        </>
      )}
    </>
  );
}

/** A key's value in a drawer: a string, or the first elements of a hash, list, set or sorted set. */
export function KeyViewer({ cacheKey, onClose }: { cacheKey: string; onClose(): void }) {
  const { t } = useTranslation();
  const entry = useCall(cacheRoutes.value, { query: { key: cacheKey } });
  return (
    <Drawer open title={t('cache.valueTitle', { key: cacheKey })} onClose={onClose} size="large" destroyOnHidden>
      {entry.isPending && <Skeleton active />}
      {entry.isError && <LoadFailed onRetry={() => void entry.refetch()} />}
      {entry.data && <Content entry={entry.data} />}
    </Drawer>
  );
}
