import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DomainConfigRecord } from '@console/contract/domains';
import { button, OK, row } from '../../test/users-harness.tsx';
import { pageOf, renderPage, scriptedApiForFile } from '../../test/api-harness.tsx';
import DomainsPage from './domains.page.tsx';

function domainConfig(id: number, overrides: Partial<DomainConfigRecord> = {}): DomainConfigRecord {
  return {
    id, domain: `d${id}.example.com`, appId: 'platform', ownerUserId: null, ownerName: null, title: `站点${id}`, logo: '', enabled: true,
    remark: '', createdAt: '2024-05-01T08:00:00.000Z', updatedAt: '2024-05-01T08:00:00.000Z', ...overrides,
  };
}


const api = scriptedApiForFile();
beforeEach(() => {
  api.reset({
    '/saas/domainConfig/list': () => pageOf([
      domainConfig(1, { ownerUserId: 5, ownerName: '周五', logo: 'https://cdn.example.com/logo.png' }),
      domainConfig(2, { enabled: false }),
    ]),
    '/user/options': ({ query }) => ({
      data: [{ id: 5, username: 'user5', name: '周五' }, { id: 6, username: 'user6', name: '吴六' }].filter((user) => user.name.includes(query.get('name') ?? '')),
    }),
  });
});

const renderDomainsPage = (entry?: string) => renderPage(<DomainsPage />, { name: 'domain-manage', url: '/sys/domain-manage', entry });

describe('domains page', () => {
  it('lists by POST with the paging and filters of the address in the body', async () => {
    renderDomainsPage('/sys/domain-manage?domain=example&sort=domain&order=asc');
    expect(await screen.findByText('d1.example.com')).toBeInTheDocument();
    const [list] = api.to('/saas/domainConfig/list');
    expect(list!.method).toBe('POST');
    expect(Object.fromEntries(list!.body)).toEqual({ pageNumber: '1', pageSize: '10', sort: 'domain', order: 'asc', domain: 'example' });
    expect(within(row('d1.example.com')).getByText('周五')).toBeInTheDocument();
    expect(row('d1.example.com').querySelector('img')).toHaveAttribute('src', 'https://cdn.example.com/logo.png');
    expect(within(row('d2.example.com')).getByText('已停用')).toBeInTheDocument();
  });

  it('creates a domain with an owner found by name, after the contract accepts the host name', async () => {
    api.reply({ '/saas/domainConfig/save': () => ({ data: domainConfig(3) }) });
    renderDomainsPage();
    await screen.findByText('d1.example.com');
    await userEvent.click(button('新增'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('域名'), 'https://hr.example.com/');
    await userEvent.type(within(dialog).getByLabelText('标题'), '人事');
    await userEvent.type(within(dialog).getByLabelText('所属用户'), '吴');
    await userEvent.click(await screen.findByTitle('吴六（user6）'));
    await waitFor(() => expect(api.to('/user/options').at(-1)!.query.get('name')).toBe('吴'));
    await userEvent.click(button(OK, dialog));
    expect(await within(dialog).findByText('必须是主机名，如 console.example.com（不含协议、端口和路径）')).toBeInTheDocument();
    expect(api.to('/saas/domainConfig/save')).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText('域名'));
    await userEvent.type(within(dialog).getByLabelText('域名'), 'hr.example.com');
    await userEvent.click(button(OK, dialog));
    await waitFor(() => expect(api.to('/saas/domainConfig/save')).toHaveLength(1));
    expect(Object.fromEntries(api.to('/saas/domainConfig/save')[0]!.body)).toEqual({
      domain: 'hr.example.com', appId: '', title: '人事', logo: '', ownerUserId: '6', enabled: 'true', remark: '',
    });
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
  });

  it('shows the current owner in the edit dialog before any user is loaded', async () => {
    renderDomainsPage();
    await screen.findByText('d1.example.com');
    await userEvent.click(button('编辑', row('d1.example.com')));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTitle('周五')).toBeInTheDocument();
    expect(api.to('/user/options')).toHaveLength(0);
  });
});
