import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AppRoute } from '../lib/routes.ts';
import { useTags } from '../stores/tags.store.ts';
import { AppMain } from './app-main.tsx';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return <button type="button" onClick={() => setCount(count + 1)}>{`${label}:${count}`}</button>;
}

const page = (name: string, noCache = false): AppRoute => ({
  path: `/${name}`, name, component: () => <Counter label={name} />, meta: { title: name, noCache },
});
const users = page('users');
const roles = page('roles');
const logs = page('logs', true);

function open(route: AppRoute) {
  act(() => useTags.getState().addView({ path: route.path, fullPath: route.path, name: route.name!, title: route.name!, noCache: route.meta?.noCache }));
}

beforeEach(() => useTags.setState({ visitedViews: [], cachedViews: [], refreshKeys: {} }));

describe('page area', () => {
  it('keeps a cached page and its state when the user comes back', async () => {
    open(users);
    const { rerender } = render(<AppMain current={users} />);
    await userEvent.click(await screen.findByRole('button', { name: 'users:0' }));
    open(roles);
    rerender(<AppMain current={roles} />);
    expect(await screen.findByRole('button', { name: 'roles:0' })).toBeVisible();
    expect(screen.getByText('users:1')).not.toBeVisible();
    rerender(<AppMain current={users} />);
    expect(await screen.findByRole('button', { name: 'users:1' })).toBeVisible();
  });

  it('starts a no-cache page anew and drops a page whose tag was closed', async () => {
    open(logs);
    const { rerender } = render(<AppMain current={logs} />);
    await userEvent.click(await screen.findByRole('button', { name: 'logs:0' }));
    open(users);
    rerender(<AppMain current={users} />);
    await userEvent.click(await screen.findByRole('button', { name: 'users:0' }));
    rerender(<AppMain current={logs} />);
    expect(await screen.findByRole('button', { name: 'logs:0' })).toBeVisible();

    act(() => useTags.getState().delView('/users'));
    open(users);
    rerender(<AppMain current={users} />);
    expect(await screen.findByRole('button', { name: 'users:0' })).toBeVisible();
  });

  it('mounts a page anew on Refresh', async () => {
    open(users);
    const { rerender } = render(<AppMain current={users} />);
    await userEvent.click(await screen.findByRole('button', { name: 'users:0' }));
    act(() => useTags.getState().refreshView('users'));
    rerender(<AppMain current={users} />);
    expect(await screen.findByRole('button', { name: 'users:0' })).toBeVisible();
  });
});
