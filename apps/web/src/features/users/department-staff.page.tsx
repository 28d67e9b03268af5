import { Card, Empty, Flex, Tree, type TreeDataNode } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import UsersPage from './users.page.tsx';
import { useDepartmentTree, type DepartmentRow } from '../../components/department-tree.ts';

const toTreeNodes = (rows: readonly DepartmentRow[]): TreeDataNode[] =>
  rows.map(({ id, name, hasChildren, children }) => ({ key: id, title: name, isLeaf: !hasChildren, children: children && toTreeNodes(children) }));

/** The department tree on the left; the users of the chosen department (kept in the address) on the right. */
export default function DepartmentStaffPage() {
  const { t } = useTranslation();
  const tree = useDepartmentTree();
  const [params, setParams] = useSearchParams();
  const departmentId = Number(params.get('departmentId')) || undefined;

  const choose = (id: number | undefined) => {
    const next = new URLSearchParams(params);
    next.delete('pageNumber');
    if (id === undefined) next.delete('departmentId');
    else next.set('departmentId', String(id));
    setParams(next);
  };

  return (
    <Flex gap="middle" align="start">
      <Card title={t('departmentStaff.tree')} loading={!tree.rows && tree.loading} style={{ width: 280, flexShrink: 0 }}>
        <Tree
          blockNode
          treeData={toTreeNodes(tree.rows ?? [])}
          expandedKeys={tree.expanded}
          onExpand={(keys) => tree.setExpanded(keys.map(Number))}
          selectedKeys={departmentId === undefined ? [] : [departmentId]}
          onSelect={(keys) => choose(keys.length > 0 ? Number(keys[0]) : undefined)}
        />
      </Card>
      <div style={{ flex: 1, minWidth: 0 }}>
        {departmentId === undefined ? (
          <Card><Empty description={t('departmentStaff.chooseOne')} /></Card>
        ) : (
          <UsersPage departmentId={departmentId} />
        )}
      </div>
    </Flex>
  );
}
