import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowAction } from '../../crud/row-action.tsx';
import { TreeCrudPage } from '../../crud/tree-crud-page.tsx';
import { useHas } from '../../components/permission.tsx';
import { useDepartmentTree, type DepartmentRow } from '../../components/department-tree.ts';
import { departmentsResource } from './departments.resource.tsx';
import { MoveDialog } from './move-dialog.tsx';

/** The department tree, loaded as it is opened: add, edit, move and delete departments. */
export default function DepartmentsPage() {
  const { t } = useTranslation();
  const canMove = useHas('edit');
  const tree = useDepartmentTree();
  const [moving, setMoving] = useState<DepartmentRow | null>(null);

  const moved = (parentId: number | null) => {
    // The moved department is shown at once, under its opened new parent.
    if (parentId !== null) tree.expand(parentId);
    setMoving(null);
    tree.refresh();
  };

  return (
    <>
      <TreeCrudPage
        resource={departmentsResource}
        rows={tree.rows}
        loading={tree.loading}
        error={tree.error}
        refresh={tree.refresh}
        parentField="parentId"
        expandedKeys={tree.expanded}
        onExpandedChange={tree.setExpanded}
        rowActions={canMove ? (department) => <RowAction label={t('departments.move')} onClick={() => setMoving(department)} /> : undefined}
      />
      {moving && <MoveDialog department={moving} onClose={() => setMoving(null)} onMoved={moved} />}
    </>
  );
}
