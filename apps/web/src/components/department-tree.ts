import { useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { departmentsRoutes, type DepartmentRecord } from '@console/contract/departments';
import { callQuery, useInvalidate } from '../lib/query.ts';

/** A department as a tree row: `children` while it has some, empty until they are loaded. */
export type DepartmentRow = DepartmentRecord & { children?: DepartmentRow[] };

const TOP_LEVEL = 0;

const childrenQuery = (parentId: number) => callQuery(departmentsRoutes.children, { params: { parentId } });

/** The department tree, loaded a level at a time: the top level, then the children of each expanded department. */
export function useDepartmentTree() {
  const invalidate = useInvalidate();
  const [expanded, setExpanded] = useState<number[]>([]);
  const parents = [TOP_LEVEL, ...expanded];
  const levels = useQueries({ queries: parents.map(childrenQuery) });
  const loaded = new Map(parents.map((parentId, index) => [parentId, levels[index]!.data]));
  const rowsUnder = (parentId: number): DepartmentRow[] | undefined =>
    loaded.get(parentId)?.map((department) => ({ ...department, ...(department.hasChildren && { children: rowsUnder(department.id) ?? [] }) }));

  return {
    rows: rowsUnder(TOP_LEVEL),
    loading: levels.some((level) => level.isFetching),
    error: levels[0]!.error,
    expanded,
    setExpanded,
    expand: (id: number) => setExpanded((keys) => (keys.includes(id) ? keys : [...keys, id])),
    /** Also refreshes the department choices that selects (the users' one, say) have loaded. */
    refresh: () => void invalidate(departmentsRoutes.children, departmentsRoutes.options),
  };
}
