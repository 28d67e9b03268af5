import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PermType } from '@console/contract';
import type { CacheFigures, CacheKeyRecord } from '@console/contract/cache';
import { renderPage, scriptedApiForFile } from '../../test/api-harness.tsx';
import CachePage from './cache.page.tsx';

const api = scriptedApiForFile();

const FIGURES: CacheFigures = {
  backend: 'redis', version: '7.2.4', usedMemoryBytes: 2 * 1024 ** 2, keys: 3, hits: 9, misses: 1, hitRatio: 0.9, connectedClients: 5, commandsPerSecond: 12.5, uptimeSeconds: 100,
  history: [{ at: '2026-01-01T00:00:00Z', usedMemoryBytes: 1, keys: 3, commandsPerSecond: 12.5, hitRatio: 0.9 }],
};
const key = (name: string, extra: Partial<CacheKeyRecord> = {}): CacheKeyRecord => ({ key: name, type: 'string', ttlMs: 65_000, size: 1, masked: false, ...extra });

const render = (perms: PermType[] = ['view', 'delete']) => renderPage(<CachePage />, { name: 'redis-manage', url: '/sys/redis-manage', perms });
const button = (name: RegExp, within_: HTMLElement = document.body) => within(within_).getByRole('button', { name });

beforeEach(() => {
  api.reset({
    '/cache/figures': () => ({ data: FIGURES }),
    '/cache/keys': ({ query }) => (query.get('cursor') === '0'
      ? { data: { cursor: 'next-1', keys: [key('login:fail:account:bob'), key('captcha:******', { masked: true })] } }
      : { data: { cursor: '0', keys: [key('shop:cart', { type: 'hash', size: 2, ttlMs: null })] } }),
    '/cache/value': () => ({ data: { ...key('shop:cart', { type: 'hash', size: 2, ttlMs: null }), value: null, items: [{ field: 'apple', value: '3' }, { field: 'pear', value: '1' }], truncated: false } }),
    '/cache/delete': () => ({ data: { deleted: 1 } }),
    '/cache/deleteByPattern': () => ({ data: { deleted: 2, skipped: 1 } }),
  });
});

describe('cache page', () => {
  it('shows the server figures and the keys with their type and expiry, page after page', async () => {
    render();
    expect(await screen.findByText('Redis 7.2.4')).toBeInTheDocument();
    expect(screen.queryByText(/未配置 Redis/)).not.toBeInTheDocument();
    expect(await screen.findByText('login:fail:account:bob')).toBeInTheDocument();
    expect(screen.getAllByText('1m 05s').length).toBeGreaterThan(0);
    expect(screen.getByText('已屏蔽')).toBeInTheDocument();
    await userEvent.click(button(/加载更多/));
    expect(await screen.findByText('shop:cart')).toBeInTheDocument();
    expect(screen.getByText('永不过期')).toBeInTheDocument();
    expect(screen.getByText('已扫描完毕')).toBeInTheDocument();
    expect(api.to('/cache/keys').at(-1)!.query.get('cursor')).toBe('next-1');
  });

  it('says what the in-process cache holds when there is no Redis, and only then', async () => {
    api.reply({ '/cache/figures': () => ({ data: { ...FIGURES, backend: 'memory', version: null, keys: 0, connectedClients: null, commandsPerSecond: null } }) });
    render();
    expect(await screen.findByText('进程内缓存')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/未配置 Redis.*所以键数常为 0/);
  });

  it('searches by pattern and shows a hash in the viewer', async () => {
    render();
    const search = screen.getByRole('searchbox', { name: '键模式' });
    await userEvent.clear(search);
    await userEvent.type(search, 'shop:*{Enter}');
    await waitFor(() => expect(api.to('/cache/keys').at(-1)!.query.get('pattern')).toBe('shop:*'));
    const row = (await screen.findByText('login:fail:account:bob')).closest('tr')!;
    await userEvent.click(button(/查\s*看/, row));
    expect(await screen.findByText('apple')).toBeInTheDocument();
    expect(screen.getByText('哈希')).toBeInTheDocument();
    expect(api.to('/cache/value')[0]!.query.get('key')).toBe('login:fail:account:bob');
  });

  it('offers neither viewing nor deleting a masked key', async () => {
    render();
    const row = (await screen.findByText('已屏蔽')).closest('tr')!;
    // Found by text: asking for roles by name in a table of antd is slow.
    expect(within(row).getByText(/查\s*看/).closest('button')).toBeDisabled();
    expect(within(row).getByText(/删\s*除/).closest('button')).toBeDisabled();
  });

  it('deletes a key after a confirmation', async () => {
    render();
    const row = (await screen.findByText('login:fail:account:bob')).closest('tr')!;
    await userEvent.click(button(/删\s*除/, row));
    await userEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.to('/cache/delete')).toHaveLength(1));
    expect(api.to('/cache/delete')[0]!.body.get('key')).toBe('login:fail:account:bob');
  });

  it('deletes every key only once the confirmation is ticked', async () => {
    render();
    await screen.findByText('login:fail:account:bob');
    await userEvent.click(button(/按模式删除/));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: /确\s*定/ })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /我确认删除全部/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.to('/cache/deleteByPattern')).toHaveLength(1));
    expect(Object.fromEntries(api.to('/cache/deleteByPattern')[0]!.body)).toEqual({ pattern: '*', confirmAll: 'true' });
    expect(await screen.findByText('已删除 2 个键，跳过 1 个屏蔽的键')).toBeInTheDocument();
  });

  it('hides deletion from those who may only look', async () => {
    render(['view']);
    await screen.findByText('login:fail:account:bob');
    expect(screen.queryByRole('button', { name: /按模式删除/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /删\s*除/ })).not.toBeInTheDocument();
  });
});
