import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { SYSTEM_APP_ID } from '@console/contract';
import { menuRoutes } from '@console/contract/menu';
import { rolesRoutes } from '@console/contract/roles';
import { scriptedApiForFile } from '../test/api-harness.tsx';
import { queryKeyOf, useCall, useInvalidate } from './query.ts';

const ofSystemApp = { query: { appId: SYSTEM_APP_ID } };
const menu = (id: number, title: string) => ({
  id, parentId: null, appId: SYSTEM_APP_ID, name: `menu-${id}`, title, url: `/m/${id}`, icon: '', type: 'page',
  permTypes: ['view'], sort: id, hidden: false, system: false, list: [],
});

const api = scriptedApiForFile();
beforeEach(() => api.reset({
  '/menu/list': () => ({ data: [menu(1, '菜单管理的树')] }),
  '/role/menuTree': () => ({ data: [menu(2, '可授予的树')] }),
}));

function renderWithCache<T>(hook: () => T) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return renderHook(hook, { wrapper });
}

describe('query keys', () => {
  it('differ for two routes called with the same input', () => {
    expect(queryKeyOf(menuRoutes.list, ofSystemApp)).not.toEqual(queryKeyOf(rolesRoutes.menuTree, ofSystemApp));
    expect(queryKeyOf(menuRoutes.list, ofSystemApp)).toEqual(queryKeyOf(menuRoutes.list, { query: { appId: SYSTEM_APP_ID } }));
  });

  it('keep the menu list and the grantable menu tree apart in one cache', async () => {
    const { result } = renderWithCache(() => ({
      list: useCall(menuRoutes.list, ofSystemApp),
      grantable: useCall(rolesRoutes.menuTree, ofSystemApp),
    }));
    await waitFor(() => expect(result.current.list.data?.[0]?.title).toBe('菜单管理的树'));
    await waitFor(() => expect(result.current.grantable.data?.[0]?.title).toBe('可授予的树'));
  });

  it('let every answer of one route be asked again, and only those', async () => {
    const { result } = renderWithCache(() => ({
      list: useCall(menuRoutes.list, ofSystemApp),
      ofOtherApp: useCall(menuRoutes.list, { query: { appId: 'other' } }),
      grantable: useCall(rolesRoutes.menuTree, ofSystemApp),
      invalidate: useInvalidate(),
    }));
    await waitFor(() => expect(result.current.grantable.isSuccess && result.current.list.isSuccess && result.current.ofOtherApp.isSuccess).toBe(true));
    await act(() => result.current.invalidate(menuRoutes.list));
    expect(api.to('/menu/list')).toHaveLength(4);
    expect(api.to('/role/menuTree')).toHaveLength(1);
  });
});
