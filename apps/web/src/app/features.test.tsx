import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { CurrentRouteContext } from '../lib/current-route.ts';
import { i18n } from '../lib/i18n.ts';
import { flattenRoutes } from '../lib/routes.ts';
import { FEATURE_PAGES, pageOf, pagesByRoute } from './features.ts';
import { queryClient } from './query-client.ts';
import { ASYNC_ROUTES, CONSTANT_ROUTES, routeOfMenu } from './routes.tsx';

const ROUTES = flattenRoutes([...CONSTANT_ROUTES, ...ASYNC_ROUTES]);
const routeNamed = (name: string) => ROUTES.find((route) => route.name === name);
const loadPage = async () => ({ default: () => null });

describe('features', () => {
  it('give their pages to the routes of the names they register them under', () => {
    expect(Object.keys(FEATURE_PAGES)).toEqual(expect.arrayContaining(['login', 'home', '404', 'user-manage', 'department-personnel-manage', 'product-config']));
    for (const [name, page] of Object.entries(FEATURE_PAGES)) expect(routeNamed(name)?.component, name).toBe(page);
  });

  it('leave every other page to the placeholder: a menu an administrator created', async () => {
    const route = routeOfMenu({ id: 90, name: 'monthly-report', title: '月报', url: '/reports/monthly', icon: '', type: 'page', hidden: false, permTypes: ['view'], list: [] }, []);
    const Placeholder = route.component!;
    render(
      <MemoryRouter>
        <CurrentRouteContext.Provider value={route}>
          <Suspense>
            <Placeholder />
          </Suspense>
        </CurrentRouteContext.Provider>
      </MemoryRouter>,
    );
    // The page is a lazy chunk: loading it the first time takes a while.
    expect(await screen.findByText('页面建设中', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('bring their messages in both languages', () => {
    expect(i18n.t('users.resetPassword', { lng: 'zh-CN' })).toBe('重置密码');
    expect(i18n.t('users.resetPassword', { lng: 'en-US' })).toBe('Reset password');
    expect(i18n.t('productCategories.record', { lng: 'en-US' })).toBe('application category');
  });

  it('start loading a page when its route is prepared, before it renders, and load it once', async () => {
    const load = vi.fn(async () => ({ default: () => <p>用户列表</p> }));
    const Users = pageOf('users', load);
    Users.prepare();
    expect(load).toHaveBeenCalledTimes(1);
    render(<Suspense><Users /></Suspense>);
    expect(await screen.findByText('用户列表')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('ask what a page asks first as soon as its code is in, at the address it opens at', async () => {
    window.history.pushState(null, '', '/sys/user-manage?pageNumber=2');
    const prefetch = vi.fn();
    const Users = pageOf('users', async () => ({ default: () => <p>用户列表</p>, prefetch }));
    Users.prepare();
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledTimes(1));
    expect(prefetch.mock.calls[0]![0]).toBe(queryClient);
    expect(prefetch.mock.calls[0]![1].toString()).toBe('pageNumber=2');
    render(<Suspense><Users /></Suspense>);
    expect(await screen.findByText('用户列表')).toBeInTheDocument();
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('cannot register the same page twice', () => {
    const features = [{ name: 'users', pages: { 'user-manage': loadPage } }, { name: 'staff', pages: { 'user-manage': loadPage } }];
    expect(() => pagesByRoute(features)).toThrow('The page user-manage is registered by both users and staff');
  });
});
