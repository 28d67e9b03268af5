import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ADMIN, roleCodeOf, TRAIN_USER } from '../fixtures/users.ts';
import { API, apiOf, choosePassword, type Credentials, givenPassword, signIn } from './helpers.ts';

/**
 * A user of a test's own and an application that hands it to-dos (the specs share one server, so the
 * user's badge counts only the test's own to-dos).
 */
export interface World {
  user: Credentials;
  /** Hands the user a to-do as the application does (HTTP Basic with its appId and key). */
  send(todo: object): Promise<void>;
}

export async function prepare(request: APIRequestContext): Promise<World> {
  const admin = await apiOf(request, ADMIN);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1_000)}`;
  const application = await admin.post<{ id: number }>('/product/save', { appId: `todo${stamp}`, productName: `待办来源${stamp.slice(-5)}` });
  const { appId, key } = await admin.post<{ appId: string; key: string }>(`/product/appKey/${application.id}`, {});
  const trainRole = (await admin.get<{ id: number; code: string }[]>('/role/select')).find((role) => role.code === roleCodeOf(TRAIN_USER))!;
  const user = { username: `todo-${stamp}`, password: 'todo-user-password' };
  await admin.post('/user/save', { ...user, password: givenPassword(user.password), name: `待办用户${stamp.slice(-5)}`, roleIds: String(trainRole.id) });
  await choosePassword(request, user);
  const authorization = `Basic ${Buffer.from(`${appId}:${key}`).toString('base64')}`;
  return {
    user,
    send: async (todo) => {
      const response = await request.post(`${API}/message/app/todo`, { headers: { Authorization: authorization }, data: { receivers: [user.username], ...todo } });
      const answer = await response.json();
      expect(answer.code, answer.status_desc).toBe(200);
    },
  };
}

/** The top bar's to-do bell, named with its unread count. */
export const bell = (page: Page): Locator => page.getByRole('button', { name: /^待办，\d+ 条未读$/ });

/** Signs in and waits for the tab's message socket: the server admits it before it opens. */
export async function signInWithSocket(page: Page, user: Credentials): Promise<void> {
  const socket = page.waitForEvent('websocket', (candidate) => candidate.url().includes(`${API}/message/ws?ticket=`));
  await signIn(page, user);
  await socket;
  await expect(bell(page)).toBeEnabled();
}

export const WORKFLOW = {
  procInstId: 'proc-e2e', procDefId: 'def-1', taskId: 'task-1', taskFormKey: 'review', policyId: 'policy-1',
  applyUserId: 'applicant-1', verificationStatus: 'pending', businessKey: 'biz-1',
};
