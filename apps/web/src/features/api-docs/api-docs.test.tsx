import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_BASE, type UserInfo } from '@console/contract';
import { json, startScriptedServer } from '../../test/scripted-server.ts';
import { setToken } from '../../lib/storage.ts';
import { useSession } from '../../stores/session.store.ts';
import '../../lib/i18n.ts';
import ApiDocsPage from './api-docs.page.tsx';

// Swagger UI itself is not under test (the browser spec e2e/specs/api-reference.spec.ts drives it): the
// stand-in shows which document it was handed, and whether it may send calls.
vi.mock('./api-reference.tsx', () => ({
  default: ({ document, tryItOut }: { document: { info: { title: string } }; tryItOut: boolean }) => (
    <output>{document.info.title}{tryItOut ? ' (sends calls)' : ''}</output>
  ),
}));

const seenTokens: (string | undefined)[] = [];
let answerStatus = 200;

let server: Awaited<ReturnType<typeof startScriptedServer>>;
beforeAll(async () => {
  server = await startScriptedServer({
    [`${API_BASE}/openapi.json`]: (req, res) => {
      seenTokens.push(req.headers.authorization);
      if (answerStatus === 200) json(res, 200, { openapi: '3.1.0', info: { title: 'Talent console API', version: '1.0.0' }, paths: {} });
      else json(res, answerStatus, { code: answerStatus, data: null, status_desc: 'unavailable' });
    },
  });
});
afterAll(() => server.close());
beforeEach(() => {
  seenTokens.length = 0;
  answerStatus = 200;
  setToken('session-token');
});

const renderPage = () =>
  render(
    <App>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ApiDocsPage />
      </QueryClientProvider>
    </App>,
  );

describe('API reference page', () => {
  it('fetches the document with the session token and hands it to the reference', async () => {
    renderPage();
    expect(await screen.findByText('Talent console API')).toBeInTheDocument();
    expect(seenTokens).toEqual(['session-token']);
    expect(screen.getByText(`${API_BASE}/openapi.json`)).toBeInTheDocument();
  });

  it('offers to try again when the document could not be loaded', async () => {
    answerStatus = 503;
    renderPage();
    const retry = await screen.findByRole('button', { name: '重 试' });
    answerStatus = 200;
    await userEvent.click(retry);
    expect(await screen.findByText('Talent console API')).toBeInTheDocument();
  });

  it('sends no call until the reader switches "Try it out" on, and then says the calls are real', async () => {
    useSession.setState({ info: { userName: 'reader', name: '读者', roles: [] } as unknown as UserInfo });
    renderPage();
    expect(await screen.findByText('Talent console API')).toBeInTheDocument();
    const tryItOut = screen.getByRole('switch', { name: '在本页发送真实调用（Try it out）' });
    expect(tryItOut).not.toBeChecked();
    expect(screen.queryByText('已开启 Try it out：调用是真实的')).not.toBeInTheDocument();

    await userEvent.click(tryItOut);
    expect(screen.getByText('Talent console API (sends calls)')).toBeInTheDocument();
    expect(screen.getByText('已开启 Try it out：调用是真实的')).toBeInTheDocument();
    expect(screen.getByText(/以当前登录用户（读者）的身份在本系统上真实执行/)).toBeInTheDocument();
  });
});
