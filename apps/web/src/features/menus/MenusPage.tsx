import { useQuery } from '@tanstack/react-query';
import { Card, Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { menuRoutes, SYSTEM_APP_ID, type NavItem } from '@console/contract';
import { call } from '../../lib/request.ts';
import { MenuIcon } from '../../shell/icons.tsx';

type Row = Omit<NavItem, 'list'> & { children?: Row[] };

const toRows = (items: readonly NavItem[]): Row[] =>
  items.map(({ list, ...item }) => ({ ...item, ...(list.length > 0 && { children: toRows(list) }) }));

/** The menu tree of the console application. */
export default function MenusPage() {
  const { t } = useTranslation();
  const menus = useQuery({ queryKey: ['menus', SYSTEM_APP_ID], queryFn: () => call(menuRoutes.list, { query: { appId: SYSTEM_APP_ID } }) });
  const columns: TableColumnsType<Row> = [
    { title: t('menus.title'), dataIndex: 'title', render: (title: string, row) => <span><MenuIcon name={row.icon} /> {title}</span> },
    { title: t('menus.name'), dataIndex: 'name' },
    { title: t('menus.url'), dataIndex: 'url' },
    { title: t('menus.type'), dataIndex: 'type', render: (type: Row['type']) => t(`menus.types.${type}`) },
    { title: t('menus.permTypes'), dataIndex: 'permTypes', render: (perms: string[]) => perms.map((perm) => <Tag key={perm}>{perm}</Tag>) },
    { title: t('menus.hidden'), dataIndex: 'hidden', render: (hidden: boolean) => (hidden ? t('menus.yes') : t('menus.no')) },
  ];
  return (
    <Card>
      <Table<Row> rowKey="id" size="middle" columns={columns} dataSource={toRows(menus.data ?? [])} loading={menus.isLoading} pagination={false} scroll={{ x: 'max-content' }} />
    </Card>
  );
}
