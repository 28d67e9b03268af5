import { useState } from 'react';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { departmentsRoutes, type DepartmentRecord } from '@console/contract';
import { call } from '../../lib/request.ts';

/** A department as a tree row: `children` while it has some, empty until they are loaded. */
export type DepartmentRow = DepartmentRecord & { children?: DepartmentRow[] };

const TOP_LEVEL = 0;

const childrenQuery = (parentId: number) => ({
  queryKey: ['departments', 'children', parentId],
  queryFn: () => call(departmentsRoutes.children, { params: { parentId } }),
});

/** The department tree, loaded a level at a time: the top level, then the children of each expanded department. */
export function useDepartmentTree() {
  const queryClient = useQueryClient();
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
    /** Also refreshes the department choices that dialogs (the users' one, say) have loaded. */
    refresh: () => {
      void queryClient.invalidateQueries({ queryKey: ['departments'] });
      void queryClient.invalidateQueries({ queryKey: ['crud-options'] });
    },
  };
}
