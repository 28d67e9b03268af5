import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SmsOutboxRecord } from '@console/contract/sms';
import { renderPage, scriptedApiForFile } from '../../test/api-harness.tsx';
import SmsOutboxPage from './sms-outbox.page.tsx';

const kept = (id: number, phone: string, text: string): SmsOutboxRecord => ({ id, phone, text, createdAt: '2026-11-27T08:00:00.000Z' });

const api = scriptedApiForFile();
beforeEach(() => {
  api.reset({
    '/sms/outbox': ({ query }) => {
      const records = [kept(2, '13900139003', '【一览人才服务】您的登录验证码为 482913，5 分钟内有效。'), kept(1, '13900139001', '【一览人才服务】您正在找回密码，验证码为 100200。')]
        .filter((text) => text.phone.includes(query.get('phone') ?? ''));
      return { data: { records, total: records.length, pageNumber: 1, pageSize: 10 } };
    },
  });
});

describe('SMS outbox page', () => {
  it('lists the kept texts and finds them by phone, offering nothing to add, change or delete', async () => {
    renderPage(<SmsOutboxPage />, { name: 'sms-outbox', url: '/sys/sms-outbox' });
    expect(await screen.findByText(/您的登录验证码为 482913/)).toBeInTheDocument();
    // A text wraps within its column, so that the time it was sent stays in sight.
    expect(screen.getByText(/您的登录验证码为 482913/).closest('td')).toHaveStyle({ whiteSpace: 'normal' });
    expect(screen.getByText('13900139001')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新\s*增/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /删\s*除/ })).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('手机号'), '139003');
    await userEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
    expect(await screen.findByText('共 1 条')).toBeInTheDocument();
    expect(screen.queryByText('13900139001')).not.toBeInTheDocument();
    expect(api.to('/sms/outbox').at(-1)!.query.get('phone')).toBe('139003');
  });
});
