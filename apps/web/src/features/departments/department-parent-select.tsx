import { TreeSelect, type TreeSelectProps } from 'antd';
import { departmentsRoutes } from '@console/contract/departments';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../lib/query.ts';

interface DepartmentOption {
  id: number;
  name: string;
  parentId: number | null;
}

interface ParentNode {
  value: number;
  title: string;
  disabled: boolean;
  children: ParentNode[];
}

/** The department being moved and everything under it cannot become its parent. */
function parentNodes(options: readonly DepartmentOption[], parentId: number | null, moving: number | undefined, insideMoving = false): ParentNode[] {
  return options
    .filter((option) => option.parentId === parentId)
    .map(({ id, name }) => {
      const disabled = insideMoving || id === moving;
      return { value: id, title: name, disabled, children: parentNodes(options, id, moving, disabled) };
    });
}

/** Every department as a parent to choose; empty is the top level. */
export function DepartmentParentSelect({ moving, value, ...props }: TreeSelectProps<number | null> & { moving?: number }) {
  const { t } = useTranslation();
  const options = useCall(departmentsRoutes.options);
  return (
    <TreeSelect
      {...props}
      value={value ?? undefined}
      treeData={parentNodes(options.data ?? [], null, moving)}
      placeholder={t('departments.topLevel')}
      allowClear
      showSearch
      treeDefaultExpandAll
      treeNodeFilterProp="title"
    />
  );
}
