import { useState } from 'react';
import { keepPreviousData, useMutation } from '@tanstack/react-query';
import { App, Badge, Card, Collapse, Empty, Flex, Pagination, Skeleton, Tabs, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { versionsRoutes, type PublishedVersion, type VersionRecord } from '@console/contract/versions';
import { LoadFailed } from '../../components/load-failed.tsx';
import richText from '../../components/rich-text.module.css';
import { useHas } from '../../components/permission.tsx';
import { CrudPage } from '../../crud/crud-page.tsx';
import { formatDateTime } from '../../crud/cells.tsx';
import { RowAction } from '../../crud/row-action.tsx';
import { useCall, useInvalidate } from '../../lib/query.ts';
import { call } from '../../lib/request.ts';
import { versionsResource } from './versions.resource.tsx';
import styles from './versions.module.css';
import { listPrefetch } from '../../crud/prefetch.ts';

const PAGE_SIZE = 10;

/** Marks a version read, then asks again for what shows the dots: this page and the shell's menu. */
function useMarkRead() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => call(versionsRoutes.read, { body: { id } }),
    onSettled: () => invalidate(versionsRoutes.unreadCount, versionsRoutes.forFront),
  });
}

function VersionHeader({ version }: { version: PublishedVersion }) {
  const { t } = useTranslation();
  return (
    <span className={styles.versionHeader}>
      <Tag color="blue" style={{ marginInlineEnd: 0 }}>{version.version}</Tag>
      <span className={styles.versionTitle}>{version.title}</span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>{formatDateTime(version.publishedAt)}</Typography.Text>
      {!version.read && <Badge status="error" text={t('versions.unread')} />}
    </span>
  );
}

/** Notes the server sanitised before storing them: formatting, links and images only. */
function Notes({ html }: { html: string }) {
  const { t } = useTranslation();
  if (html.trim() === '') return <Typography.Text type="secondary">{t('versions.noNotes')}</Typography.Text>;
  return <div className={richText.content} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** 版本动态: the published versions, newest first, as a timeline; opening an unread one marks it read. */
function Releases() {
  const { t } = useTranslation();
  const [pageNumber, setPageNumber] = useState(1);
  const [opened, setOpened] = useState<string[]>([]);
  const page = useCall(versionsRoutes.forFront, { body: { pageNumber, pageSize: PAGE_SIZE } }, { placeholderData: keepPreviousData });
  const markRead = useMarkRead();

  if (page.isError && !page.data) return <LoadFailed onRetry={() => void page.refetch()} />;
  if (!page.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  const { records, total, unread } = page.data;
  if (total === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('versions.empty')} />;

  const open = (keys: string[]) => {
    for (const key of keys.filter((key) => !opened.includes(key))) {
      const version = records.find((record) => String(record.id) === key);
      if (version && !version.read) markRead.mutate(version.id);
    }
    setOpened(keys);
  };

  return (
    <Flex vertical gap="middle">
      <Typography.Text type="secondary" aria-live="polite">
        {unread > 0 ? t('versions.unreadCount', { count: unread }) : t('versions.allRead')}
      </Typography.Text>
      <Timeline
        items={records.map((version) => ({
          key: version.id,
          color: version.read ? 'gray' : 'red',
          content: (
            <Collapse
              ghost
              size="small"
              activeKey={opened.filter((key) => key === String(version.id))}
              onChange={(keys) => {
                const others = opened.filter((key) => key !== String(version.id));
                open(keys.length > 0 ? [...others, String(version.id)] : others);
              }}
              items={[{ key: String(version.id), label: <VersionHeader version={version} />, children: <Notes html={version.notes} /> }]}
              styles={{ header: { paddingInline: 0, alignItems: 'center' }, body: { paddingInline: 0 } }}
            />
          ),
        }))}
      />
      {total > PAGE_SIZE && (
        <Pagination
          align="end"
          size="small"
          current={pageNumber}
          pageSize={PAGE_SIZE}
          total={total}
          showSizeChanger={false}
          onChange={(next) => {
            setPageNumber(next);
            setOpened([]);
          }}
        />
      )}
    </Flex>
  );
}

/** 发布/取消发布 of a version, confirmed first. */
function PublishAction({ version, onDone }: { version: VersionRecord; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const publishing = !version.published;
  const toggle = async () => {
    await call(versionsRoutes.publish, { body: { id: version.id, published: publishing } });
    void message.success(t(publishing ? 'versions.publishedDone' : 'versions.unpublishedDone'));
    onDone();
    await invalidate(versionsRoutes.forFront, versionsRoutes.unreadCount);
  };
  return (
    <RowAction
      label={t(publishing ? 'versions.publish' : 'versions.unpublish')}
      danger={!publishing}
      confirm={t(publishing ? 'versions.publishConfirm' : 'versions.unpublishConfirm')}
      onClick={toggle}
    />
  );
}

/** Every version, drafts included, with publishing: for holders of the page's 新增. */
function Management() {
  return <CrudPage resource={versionsResource} rowActions={(version, refresh) => <PublishAction version={version} onDone={refresh} />} />;
}

export const prefetch = listPrefetch(versionsResource);

/**
 * 版本管理: the platform's release notes. Everyone reads the published ones (an unread one carries a
 * dot until opened); holders of 新增 also write, publish and take back versions here.
 */
export default function VersionsPage() {
  const { t } = useTranslation();
  const manages = useHas('add');
  const releases = <Card><Releases /></Card>;
  if (!manages) return releases;
  // The management list is a card of its own (the CRUD page's), so the tabs stand on the page.
  return (
    <Tabs
      destroyOnHidden
      items={[
        { key: 'releases', label: t('versions.releasesTab'), children: releases },
        { key: 'manage', label: t('versions.manageTab'), children: <Management /> },
      ]}
    />
  );
}
