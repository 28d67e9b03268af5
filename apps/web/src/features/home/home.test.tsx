import { render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import '../../lib/i18n.ts';
import { RouteTableContext, type AppRoute } from '../../lib/routes.ts';
import HomePage from './HomePage.tsx';

const page = (path: string, title: string, unbuilt = false): AppRoute => ({ path, name: path, component: () => null, meta: { title, ...(unbuilt && { unbuilt }) } });

const ROUTES: AppRoute[] = [
  {
    path: '/sys', name: 'sys', redirect: '/sys/users', meta: { title: '系统管理' },
    children: [page('/sys/logs', '日志管理', true), page('/sys/users', '用户管理'), page('/sys/cache', '缓存管理', true), page('/sys/roles', '角色管理')],
  },
];

function renderHome() {
  return render(
    <App>
      <MemoryRouter>
        <RouteTableContext.Provider value={{ constant: [], permission: ROUTES }}>
          <HomePage />
        </RouteTableContext.Provider>
      </MemoryRouter>
    </App>,
  );
}

describe('home page', () => {
  it('offers the built pages first, then those not built yet, greyed and marked 建设中', () => {
    renderHome();
    const tiles = screen.getAllByTestId('home-tile');
    expect(tiles.map((tile) => tile.getAttribute('href'))).toEqual(['/sys/users', '/sys/roles', '/sys/logs', '/sys/cache']);
    for (const tile of tiles.slice(0, 2)) {
      expect(tile).not.toHaveAttribute('data-unbuilt');
      expect(within(tile).queryByText('建设中')).not.toBeInTheDocument();
    }
    for (const tile of tiles.slice(2)) {
      expect(tile).toHaveAttribute('data-unbuilt', 'true');
      expect(within(tile).getByText('建设中')).toHaveAttribute('title', '该页面尚未建成');
    }
    expect(within(tiles[2]!).getByText('日志管理')).toHaveStyle({ opacity: '0.55' });
  });
});
