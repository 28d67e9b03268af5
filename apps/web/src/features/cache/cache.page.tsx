import { useState } from 'react';
import { App, Button, Card, Checkbox, Empty, Flex, Input, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cacheRoutes, matchesEveryKey, type CacheKeyRecord } from '@console/contract/cache';
import { LoadFailed } from '../../components/load-failed.tsx';
import { useHas } from '../../components/permission.tsx';
import { RowAction, useActionsColumn } from '../../crud/row-action.tsx';
import { callQuery, useInvalidate } from '../../lib/query.ts';
import { call } from '../../lib/request.ts';
import { CacheFigures } from './cache-figures.tsx';
import { formatTtl, sizeText } from './cache-text.ts';
import { KeyViewer } from './key-viewer.tsx';

const PAGE_SIZE = 50;
const EVERYTHING = '*';
const TYPE_COLOURS: Record<CacheKeyRecord['type'], string> = { string: 'blue', hash: 'purple', list: 'cyan', set: 'green', zset: 'gold', stream: 'magenta', other: 'default' };

/**
 * The scan of a pattern, one page per cursor the server gave: 加载更多 asks the next. Each page is a
 * cached call, so deleting a key asks every page shown again.
 */
function useScan(pattern: string) {
  const [cursors, setCursors] = useState(['0']);
  const [scanned, setScanned] = useState(pattern);
  if (scanned !== pattern) {
    setScanned(pattern);
    setCursors(['0']);
  }
  const pages = useQueries({ queries: cursors.map((cursor) => callQuery(cacheRoutes.keys, { query: { pattern, cursor, pageSize: PAGE_SIZE } })) });
  const last = pages.at(-1)!;
  const next = last.data?.cursor;
  return {
    keys: pages.flatMap((page) => page.data?.keys ?? []),
    loading: pages.some((page) => page.isFetching),
    failed: pages.some((page) => page.isError),
    retry: () => pages.forEach((page) => void page.refetch()),
    more: next && next !== '0' ? () => setCursors((known) => [...known, next]) : undefined,
  };
}

/** 按模式删除, after a confirmation that, for a pattern matching everything, must be ticked. */
function useDeleteByPattern(done: () => Promise<void>) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  return (pattern: string) => {
    let confirmAll = false;
    const everything = matchesEveryKey(pattern);
    const dialog = modal.confirm({
      title: t('cache.deletePatternTitle', { pattern }),
      content: (
        <Flex vertical gap="small">
          <Typography.Text>{t('cache.deletePatternContent')}</Typography.Text>
          {everything && <Checkbox onChange={(event) => {
            confirmAll = event.target.checked;
            dialog.update({ okButtonProps: { danger: true, disabled: !confirmAll } });
          }}>{t('cache.confirmAll')}</Checkbox>}
        </Flex>
      ),
      okText: t('crud.ok'), cancelText: t('crud.cancel'),
      okButtonProps: { danger: true, disabled: everything },
      onOk: async () => {
        const { deleted, skipped } = await call(cacheRoutes.deleteByPattern, { body: { pattern, confirmAll } });
        void message.success(t('cache.deletedPattern', { deleted, skipped }));
        await done();
      },
    });
  };
}

function useColumns(view: (key: string) => void, remove: (key: string) => Promise<void>): TableColumnsType<CacheKeyRecord> {
  const { t } = useTranslation();
  const actionsColumn = useActionsColumn();
  const canDelete = useHas('delete');
  return [
    {
      key: 'key', title: t('cache.key'), dataIndex: 'key',
      render: (key: string, record) => (record.masked
        ? <Tooltip title={t('cache.maskedHint')}><Typography.Text type="secondary"><LockOutlined /> {key} <Tag>{t('cache.masked')}</Tag></Typography.Text></Tooltip>
        : <Typography.Text copyable style={{ wordBreak: 'break-all' }}>{key}</Typography.Text>),
    },
    { key: 'type', title: t('cache.type'), dataIndex: 'type', render: (type: CacheKeyRecord['type']) => <Tag color={TYPE_COLOURS[type]}>{t(`cache.types.${type}`)}</Tag> },
    { key: 'ttl', title: t('cache.ttl'), dataIndex: 'ttlMs', render: (ttl: number | null) => formatTtl(ttl, t) },
    { key: 'size', title: t('cache.size'), render: (_, record) => sizeText(record, t) },
    actionsColumn((record) => (
      <>
        <RowAction label={t('cache.view')} onClick={() => view(record.key)} disabledReason={record.masked ? t('cache.maskedHint') : undefined} />
        {canDelete && (
          <RowAction label={t('cache.delete')} danger confirm={t('cache.deleteConfirm', { key: record.key })} onClick={() => remove(record.key)}
            disabledReason={record.masked ? t('cache.maskedHint') : undefined} />
        )}
      </>
    )),
  ];
}

/**
 * 缓存管理: the cache the server really uses (Redis, or the in-process cache), its figures, its keys
 * found by pattern with SCAN, each key's value, and deletion of a key or of a pattern's keys. Keys
 * holding secrets are listed masked and can be neither viewed nor deleted.
 */
export default function CachePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const canDelete = useHas('delete');
  const [pattern, setPattern] = useState(EVERYTHING);
  const [viewing, setViewing] = useState<string>();
  const scan = useScan(pattern);
  const refresh = () => invalidate(cacheRoutes.keys, cacheRoutes.figures);
  const deleteByPattern = useDeleteByPattern(refresh);
  const remove = async (key: string) => {
    const { deleted } = await call(cacheRoutes.delete, { body: { key } });
    void message.success(t('cache.deleted', { count: deleted }));
    await refresh();
  };
  const columns = useColumns(setViewing, remove);

  return (
    <Flex vertical gap="middle">
      <CacheFigures />
      <Card size="small">
        <Flex vertical gap="small">
          <Flex gap="small" wrap align="center">
            <Input.Search defaultValue={EVERYTHING} allowClear enterButton={t('cache.search')} aria-label={t('cache.pattern')} placeholder={t('cache.patternHint')}
              style={{ maxWidth: 420, flex: '1 1 240px' }} onSearch={(text) => setPattern(text.trim() || EVERYTHING)} />
            {canDelete && <Button danger onClick={() => deleteByPattern(pattern)}>{t('cache.deletePattern')}</Button>}
          </Flex>
          {scan.failed && scan.keys.length === 0 ? <LoadFailed onRetry={scan.retry} /> : (
            <Table<CacheKeyRecord>
              rowKey={(record) => (record.masked ? `${record.key}#${scan.keys.indexOf(record)}` : record.key)}
              size="small" loading={scan.loading} dataSource={scan.keys} columns={columns} scroll={{ x: 'max-content' }} pagination={false}
              locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('cache.noKeys')} /> }}
            />
          )}
          <Flex justify="space-between" align="center">
            <Typography.Text type="secondary">{t('cache.shown', { count: scan.keys.length })}</Typography.Text>
            {scan.more ? <Button onClick={scan.more}>{t('cache.more')}</Button> : <Typography.Text type="secondary">{t('cache.scanned')}</Typography.Text>}
          </Flex>
        </Flex>
      </Card>
      {viewing && <KeyViewer cacheKey={viewing} onClose={() => setViewing(undefined)} />}
    </Flex>
  );
}
