import type { ReactNode } from 'react';
import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { MemoryRouter, useLocation } from 'react-router';
import { API_BASE, type PermType } from '@console/contract';
import { type UserInfo } from '@console/contract/auth';
import { CurrentRouteContext } from '../lib/current-route.ts';
import { useSession } from '../stores/session.store.ts';
import { json, startScriptedServer, type Answer } from './scripted-server.ts';
import { afterAll, beforeAll, beforeEach, expect, onTestFinished } from 'vitest';
import { configureRequests } from '../lib/request.ts';
import { askAgainInNewLanguage } from '../app/session-cache.ts';
import '../lib/i18n.ts';
import { QUERY_DEFAULTS } from '../lib/query-defaults.ts';

/** A request as the scripted API saw it; `path` is below the API base; the body as text and as a form. */
export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: URLSearchParams;
  text: string;
  /** The language the client asked the server to word its answer in (`Accept-Language`). */
  language: string;
}

export interface Reply {
  status?: number;
  data?: unknown;
  desc?: string;
}

export type Replies = Record<string, (request: SeenRequest) => Reply>;

/** The reply of a list call answering these records as its one page. */
export const pageOf = <T,>(records: T[]) => ({ data: { records, total: records.length, pageNumber: 1, pageSize: 10 } });

/** A JSON request body as an object. */
export const jsonOf = (text: string) => JSON.parse(text) as Record<string, unknown>;

/**
 * Waits until nothing on the page is loading: a table that is fetching again refuses clicks
 * (antd's Spin blocks its pointer events) until its answer is shown.
 */
export async function settled() {
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
}

/**
 * Clicks what `find` finds as soon as it takes clicks. After a change a table is asked again, and
 * covers its rows (antd's Spin stops their pointer events) until the answer is shown; a change may
 * have it asked more than once. user-event refuses a covered element without clicking, so the click is
 * tried until it lands.
 */
export async function clickWhenClickable(find: () => Element): Promise<void> {
  await waitFor(() => userEvent.click(find()));
}

/** The error messages the request client shows in each test of the file (emptied before each test). */
export function shownErrorsForFile(): string[] {
  const shown: string[] = [];
  beforeAll(() => configureRequests({ showError: (message) => shown.push(message), signedOut: () => undefined }));
  beforeEach(() => {
    shown.length = 0;
  });
  return shown;
}

/**
 * The API of one test file, scripted path by path (below the API base): started before the file's
 * tests and closed after them. Every request is kept in `requests`; a path answers with its entry in
 * `replies`, 404 without one.
 */
export function scriptedApiForFile() {
  const requests: SeenRequest[] = [];
  const replies: Replies = {};
  const answer: Answer = (req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url!, 'http://x');
      const request = { method: req.method!, path: url.pathname.slice(API_BASE.length), query: url.searchParams, body: new URLSearchParams(text), text, language: req.headers['accept-language'] ?? '' };
      requests.push(request);
      const reply = replies[request.path];
      const { status = 200, data = null, desc = '操作成功' } = reply ? reply(request) : { status: 404, desc: 'not found' };
      json(res, status, { code: status, data, status_desc: desc });
    });
  };
  let server: Awaited<ReturnType<typeof startScriptedServer>> | undefined;
  beforeAll(async () => {
    server = await startScriptedServer({}, answer);
  });
  afterAll(() => server?.close());
  return {
    requests,
    replies,
    /** Adds or replaces replies. */
    reply: (next: Replies) => Object.assign(replies, next),
    /** Forgets the requests and replies of the last test and replies as given. */
    reset(next: Replies) {
      requests.length = 0;
      for (const path of Object.keys(replies)) delete replies[path];
      Object.assign(replies, next);
    },
    /** The requests made to one path. */
    to: (path: string) => requests.filter((request) => request.path === path),
  };
}

function Address() {
  const { pathname, search } = useLocation();
  return (
    <>
      <output data-testid="path">{pathname}</output>
      <output data-testid="address">{search}</output>
    </>
  );
}

interface PageOptions {
  /** The page's route name and url. */
  name: string;
  url: string;
  /** The address it opens at; its url by default. */
  entry?: string;
  perms?: PermType[];
}

/** A page as the shell renders it, for a signed-in user holding these permission types on it. */
export function renderPage(page: ReactNode, { name, url, entry = url, perms = ['view', 'add', 'edit', 'delete'] }: PageOptions) {
  useSession.setState({
    info: { admin_id: 1, name: 'admin', userName: 'admin', roles: ['admin'] } as UserInfo,
    permissionList: [{ id: 1, name, title: name, url, icon: '', type: 'page', hidden: false, permTypes: perms, list: [] }],
  });
  const queryClient = new QueryClient({ defaultOptions: QUERY_DEFAULTS });
  onTestFinished(askAgainInNewLanguage(queryClient));
  return render(
    <App>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[entry]}>
          <CurrentRouteContext.Provider value={{ path: url, name }}>
            {page}
            <Address />
          </CurrentRouteContext.Provider>
        </MemoryRouter>
      </QueryClientProvider>
    </App>,
  );
}
