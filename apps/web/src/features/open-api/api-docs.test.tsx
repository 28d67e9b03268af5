import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_BASE } from '@console/contract';
import { type UserInfo } from '@console/contract/auth';
import { json, startScriptedServer } from '../../test/scripted-server.ts';
import { changeLanguage } from '../../lib/i18n.ts';
import { setToken } from '../../lib/storage.ts';
import { useSession } from '../../stores/session.store.ts';
import ApiDocsPage from './api-docs.page.tsx';

const INFO = `${API_BASE}/user/info`;
const ADD = `${API_BASE}/dict/add`;
const signedIn = { kind: 'signedIn' };
const adds = { kind: 'page', pages: ['dict-manage'], perm: 'add' };

const index = {
  info: { title: 'Talent console API', version: '1.0.0', description: 'Every answer is the envelope `{ code, data, status_desc }`.' },
  tags: [
    { name: 'users', operations: [{ method: 'get', path: INFO, operationId: 'users.info', summary: 'Who is signed in', 'x-access': signedIn }] },
    { name: 'dicts', operations: [{ method: 'post', path: ADD, operationId: 'dicts.create', summary: 'Create a dictionary', 'x-access': adds }] },
  ],
};

const envelopeOf = (data: unknown) => ({
  type: 'object',
  properties: { code: { type: 'integer', minimum: Number.MIN_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER }, data, status_desc: { type: 'string' } },
  required: ['code', 'data', 'status_desc'],
});

const usersPart = {
  openapi: '3.1.0',
  paths: {
    [INFO]: {
      get: {
        operationId: 'users.info',
        summary: 'Who is signed in',
        parameters: [{ in: 'query', name: 'fields', required: false, schema: { type: 'string', maxLength: 20 } }],
        'x-access': signedIn,
        security: [{ sessionToken: [] }],
        responses: {
          200: { description: 'Success', content: { 'application/json': { schema: envelopeOf({ $ref: '#/components/schemas/UserInfo' }) } } },
          401: { description: 'Not signed in', content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } } },
        },
      },
    },
  },
  components: {
    schemas: {
      UserInfo: { type: 'object', properties: { userName: { type: 'string', description: 'The account name' }, roles: { type: 'array', items: { type: 'string' } } }, required: ['userName'] },
      ErrorEnvelope: envelopeOf({ anyOf: [{ type: 'object' }, { type: 'null' }] }),
    },
  },
};

const dictsPart = {
  openapi: '3.1.0',
  paths: {
    [ADD]: {
      post: {
        operationId: 'dicts.create',
        summary: 'Create a dictionary',
        'x-access': adds,
        requestBody: {
          required: true,
          content: {
            'application/x-www-form-urlencoded': { schema: { type: 'object', properties: { type: { type: 'string' }, name: { type: 'string' } }, required: ['type', 'name'] } },
            'application/json': { schema: { type: 'object', properties: { type: { type: 'string' }, name: { type: 'string' } }, required: ['type', 'name'] } },
          },
        },
        responses: { 200: { description: 'Success' } },
      },
    },
  },
};

const calls: { path: string; token?: string; query: string }[] = [];
let indexStatus = 200;

let server: Awaited<ReturnType<typeof startScriptedServer>>;
beforeAll(async () => {
  const logged = (answer: (res: Parameters<typeof json>[0]) => void) => (req: Parameters<typeof json>[0]['req'], res: Parameters<typeof json>[0]) => {
    const url = new URL(req.url!, 'http://x');
    calls.push({ path: `${req.method} ${url.pathname}`, token: req.headers.authorization, query: url.search });
    answer(res);
  };
  server = await startScriptedServer({
    [`${API_BASE}/openapi/tags`]: logged((res) => {
      if (indexStatus === 200) json(res, 200, index);
      else json(res, indexStatus, { code: indexStatus, data: null, status_desc: 'unavailable' });
    }),
    [`${API_BASE}/openapi/tags/users`]: logged((res) => json(res, 200, usersPart)),
    [`${API_BASE}/openapi/tags/dicts`]: logged((res) => json(res, 200, dictsPart)),
    [INFO]: logged((res) => json(res, 200, { code: 200, data: { userName: 'reader' }, status_desc: 'ok' })),
    [ADD]: logged((res) => json(res, 200, { code: 200, data: null, status_desc: 'ok' })),
  });
});
afterAll(() => server.close());
beforeEach(() => {
  calls.length = 0;
  indexStatus = 200;
  setToken('session-token');
  useSession.setState({ info: { userName: 'reader', name: '读者', roles: [] } as unknown as UserInfo });
});

const renderPage = () =>
  render(
    <App>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ApiDocsPage />
      </QueryClientProvider>
    </App>,
  );

/** The row of an operation in the list, by its path. */
const operationRow = async (path: string) => (await screen.findByText(path)).closest('li')!;

async function openOperation(path: string) {
  const row = await operationRow(path);
  await userEvent.click(within(row).getByRole('button', { name: new RegExp(path) }));
  await within(row).findByText('x-access');
  return row;
}

describe('API reference page', () => {
  it('lists every tag and operation from the index, fetched with the session token, and not the whole document', async () => {
    renderPage();
    expect(await screen.findByText('Talent console API')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'users' })).toHaveTextContent('Who is signed in');
    expect(screen.getByRole('region', { name: 'dicts' })).toHaveTextContent('Create a dictionary');
    expect(screen.getByText(`${API_BASE}/openapi.json`)).toBeInTheDocument();
    await userEvent.click(screen.getByText('文档说明：应答格式、凭据和 x-access'));
    expect(screen.getByText('{ code, data, status_desc }')).toBeVisible();
    expect(calls).toEqual([{ path: `GET ${API_BASE}/openapi/tags`, token: 'session-token', query: '' }]);
  });

  it('opens an operation with its details from its tag\'s part: access, parameters, answers and their schemas', async () => {
    renderPage();
    const row = await openOperation(INFO);
    expect(within(row).getByText('{"kind":"signedIn"}')).toBeInTheDocument();
    expect(within(row).getByText('sessionToken')).toBeInTheDocument();
    expect(within(row).getByText('参数')).toBeInTheDocument();
    expect(within(row).getByText('fields')).toBeInTheDocument();
    expect(within(row).getByText('maxLength: 20')).toBeInTheDocument();
    expect(within(row).getByText('响应')).toBeInTheDocument();
    // The component the answer names is opened: its properties, their types and descriptions.
    expect(within(row).getByText('UserInfo')).toBeInTheDocument();
    expect(within(row).getByText('The account name')).toBeInTheDocument();
    expect(within(row).getByText('array of string')).toBeInTheDocument();
    // The safe-integer bounds every integer carries are left out.
    expect(within(row).queryByText(/9007199254740991/)).not.toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual([`GET ${API_BASE}/openapi/tags`, `GET ${API_BASE}/openapi/tags/users`]);
  });

  it('narrows the list to the operations whose tag, path or summary match the filter', async () => {
    renderPage();
    const filter = await screen.findByRole('textbox', { name: '按标签、路径、说明或 operationId 筛选' });
    await userEvent.type(filter, 'dictionary');
    expect(await screen.findByText(ADD)).toBeInTheDocument();
    expect(screen.queryByText(INFO)).not.toBeInTheDocument();
    await userEvent.clear(filter);
    await userEvent.type(filter, 'nothing like it');
    expect(await screen.findByText('没有符合的接口')).toBeInTheDocument();
  });

  it('offers to try again when the index could not be loaded', async () => {
    indexStatus = 503;
    renderPage();
    const retry = await screen.findByRole('button', { name: '重 试' });
    indexStatus = 200;
    await userEvent.click(retry);
    expect(await screen.findByText('Talent console API')).toBeInTheDocument();
  });

  it('sends no call until "Try it out" is on; then a read goes at once as the signed-in user', async () => {
    renderPage();
    const row = await openOperation(INFO);
    expect(within(row).queryByRole('button', { name: '执 行' })).not.toBeInTheDocument();
    const tryItOut = screen.getByRole('switch', { name: '在本页发送真实调用（Try it out）' });
    expect(tryItOut).not.toBeChecked();
    expect(screen.queryByText('已开启 Try it out：调用是真实的')).not.toBeInTheDocument();

    await userEvent.click(tryItOut);
    expect(screen.getByText('已开启 Try it out：调用是真实的')).toBeInTheDocument();
    expect(screen.getByText(/以当前登录用户（读者）的身份在本系统上真实执行/)).toBeInTheDocument();
    await userEvent.type(await within(row).findByPlaceholderText('fields'), 'name');
    await userEvent.click(within(row).getByRole('button', { name: '执 行' }));
    expect(await within(row).findByTestId('answer-status')).toHaveTextContent('200');
    expect(within(row).getByText(/"userName": "reader"/)).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({ path: `GET ${INFO}`, token: 'session-token', query: '?fields=name' });
  });

  it('asks before a call that may change something, and sends nothing when declined', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('switch', { name: '在本页发送真实调用（Try it out）' }));
    const row = await openOperation(ADD);
    await userEvent.type(await within(row).findByPlaceholderText('type'), 'colours');
    await userEvent.click(within(row).getByRole('button', { name: '执 行' }));
    const confirmation = await screen.findByRole('dialog');
    expect(confirmation).toHaveTextContent('以 读者 的身份发送这个调用？');
    expect(confirmation).toHaveTextContent(`POST ${ADD}`);
    await userEvent.click(within(confirmation).getByRole('button', { name: /取\s*消/ }));
    expect(await within(row).findByText('未发送：已取消')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).not.toContain(`POST ${ADD}`);
  });

  it('reads in English', async () => {
    changeLanguage('en-US');
    try {
      renderPage();
      await openOperation(INFO);
      expect(screen.getByText('Parameters')).toBeInTheDocument();
      expect(screen.getByText('Responses')).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Filter by tag, path, summary or operationId' })).toBeInTheDocument();
    } finally {
      changeLanguage('zh-CN');
    }
  });
});
