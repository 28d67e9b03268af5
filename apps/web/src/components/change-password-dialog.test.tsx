import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, startScriptedServer } from '../test/scripted-server.ts';
import '../lib/i18n.ts';
import { ChangePasswordDialog } from './change-password-dialog.tsx';

const bodies: string[] = [];
let server: Awaited<ReturnType<typeof startScriptedServer>>;
beforeAll(async () => {
  server = await startScriptedServer({
    '/yl1001/platform/api/user/passwordRules': (_req, res) => json(res, 200, { code: 200, data: { minLength: 12, minStrength: 2, historyCount: 5, maxAgeDays: 0 }, status_desc: '' }),
    '/yl1001/platform/api/user/updatePassword': (req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        bodies.push(body);
        json(res, 200, { code: 200, data: null, status_desc: '操作成功' });
      });
    },
  });
});
afterAll(() => server.close());

describe('password dialog', () => {
  it('cannot be dismissed when forced, checks the confirmation and sends the change', async () => {
    const done = vi.fn();
    render(<App><ChangePasswordDialog open forced onDone={done} /></App>);
    expect(await screen.findByText('请修改初始密码')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /取\s*消/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();

    expect(await screen.findByText('至少 12 个字符，不能是常见密码、键盘顺序或包含用户名，不能与最近 5 次的密码相同')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('原密码'), 'one-time-1');
    await userEvent.type(screen.getByLabelText('新密码'), 'too-short');
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('新密码至少 12 个字符')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('新密码'));
    await userEvent.type(screen.getByLabelText('新密码'), 'brand-new-pass');
    await userEvent.type(screen.getByLabelText('确认新密码'), 'brand-new-typo');
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await userEvent.clear(screen.getByLabelText('确认新密码'));
    await userEvent.type(screen.getByLabelText('确认新密码'), 'brand-new-pass');
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(Object.fromEntries(new URLSearchParams(bodies[0]))).toEqual({ oldPassword: 'one-time-1', newPassword: 'brand-new-pass' });
  });
});
