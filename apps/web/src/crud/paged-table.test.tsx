import { useState } from 'react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { useRowSelection, type Paging } from './list-table.ts';
import { PagedTable } from './paged-table.tsx';

interface Row { id: number; name: string }

const TOTAL = 25;
const pageOf = ({ pageNumber, pageSize }: Paging) => {
  const first = (pageNumber - 1) * pageSize + 1;
  const records = Array.from({ length: Math.max(0, Math.min(pageSize, TOTAL - first + 1)) }, (_, index) => ({ id: first + index, name: `行${first + index}` }));
  return { records, total: TOTAL, pageNumber, pageSize };
};

/** A list page as the pages use the block: paging kept by the page, rows chosen per page shown. */
function ListPage({ fetch }: { fetch(paging: Paging): Promise<ReturnType<typeof pageOf>> }) {
  const [paging, setPaging] = useState<Paging>({ pageNumber: 1, pageSize: 10 });
  const list = useQuery({ queryKey: ['rows', paging], queryFn: () => fetch(paging) });
  const selection = useRowSelection(paging);
  return (
    <>
      <output aria-label="chosen">{selection.selected.join(',')}</output>
      <PagedTable<Row>
        rowKey="id"
        columns={[{ key: 'name', title: '名称', dataIndex: 'name' }]}
        list={list}
        paging={paging}
        onPaging={(changes) => setPaging({ pageNumber: Number(changes.pageNumber ?? 1), pageSize: Number(changes.pageSize) })}
        selection={selection}
        empty="没有行"
      />
    </>
  );
}

function renderList(fetch: (paging: Paging) => Promise<ReturnType<typeof pageOf>>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<App><QueryClientProvider client={client}><ListPage fetch={fetch} /></QueryClientProvider></App>);
}

describe('PagedTable', () => {
  it('offers to ask again when the list could not be loaded, and shows it once it comes', async () => {
    const fetch = vi.fn().mockRejectedValueOnce(new Error('down')).mockImplementation((paging: Paging) => Promise.resolve(pageOf(paging)));
    renderList(fetch);
    await userEvent.click(await screen.findByRole('button', { name: /重\s?试/ }));
    expect(await screen.findByText('行1')).toBeInTheDocument();
    expect(screen.queryByText('加载失败')).not.toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('asks for the page the pager moves to, and says what an empty page is', async () => {
    const fetch = vi.fn((paging: Paging) => Promise.resolve(paging.pageNumber > 1 ? { ...pageOf(paging), records: [] } : pageOf(paging)));
    renderList(fetch);
    expect(await screen.findByText('共 25 条')).toBeInTheDocument();
    await userEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('没有行')).toBeInTheDocument();
    expect(fetch).toHaveBeenLastCalledWith({ pageNumber: 2, pageSize: 10 });
  });

  it('clears the rows chosen when another page is shown', async () => {
    renderList((paging) => Promise.resolve(pageOf(paging)));
    await screen.findByText('行1');
    const [, firstRow] = screen.getAllByRole('checkbox');
    await userEvent.click(firstRow!);
    expect(screen.getByRole('status', { name: 'chosen' })).toHaveTextContent('1');
    await userEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('行11')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status', { name: 'chosen' })).toHaveTextContent(''));
    expect(screen.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked)).toHaveLength(0);
  });
});
