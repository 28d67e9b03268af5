import { Card, Flex, Input, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ComponentRoute } from '@console/contract';
import { routerRoutes } from '@console/contract/router';
import { useCall } from '../../lib/query.ts';

function useColumns(): TableColumnsType<ComponentRoute> {
  const { t, i18n } = useTranslation();
  const english = i18n.language === 'en-US';
  return [
    { key: 'title', title: t('componentRoutes.title'), render: (_, route) => (english ? route.titleEn : route.title) },
    { key: 'name', title: t('componentRoutes.name'), dataIndex: 'name' },
    { key: 'path', title: t('componentRoutes.path'), dataIndex: 'path' },
    { key: 'component', title: t('componentRoutes.component'), dataIndex: 'component' },
    { key: 'parent', title: t('componentRoutes.parent'), render: (_, route) => route.parent ?? '—' },
    {
      key: 'type', title: t('componentRoutes.type'),
      render: (_, route) => (
        <Flex gap={4} wrap>
          <Tag color={route.type === 'directory' ? 'blue' : 'green'}>{t(`componentRoutes.${route.type === 'directory' ? 'directory' : 'page'}`)}</Tag>
          {route.hidden && <Tag>{t('componentRoutes.hidden')}</Tag>}
        </Flex>
      ),
    },
    { key: 'roles', title: t('componentRoutes.roles'), render: (_, route) => (route.roles.length > 0 ? route.roles.join(', ') : t('componentRoutes.anyone')) },
  ];
}

/**
 * 组件路由: every page the console can render, with its path, component and the roles it needs, as the
 * server reads them from the page list; searched by name, title or path.
 */
export default function ComponentRoutesPage() {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const routes = useCall(routerRoutes.list, { query: { name } });
  return (
    <Card>
      <Flex vertical gap="middle">
        <Input.Search allowClear placeholder={t('componentRoutes.search')} aria-label={t('componentRoutes.search')} style={{ maxWidth: 360 }} onSearch={(text) => setName(text.trim())} />
        <Table<ComponentRoute>
          rowKey="name"
          size="middle"
          loading={routes.isLoading}
          dataSource={routes.data ?? []}
          columns={useColumns()}
          scroll={{ x: 'max-content' }}
          pagination={{ pageSize: 20, showTotal: (count) => t('componentRoutes.total', { count }), hideOnSinglePage: true }}
        />
      </Flex>
    </Card>
  );
}
