import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@console/contract';
import { type ScreenData } from '@console/contract/company-watch';
import { changeLanguage } from '../../lib/i18n.ts';
import { renderPage, scriptedApiForFile } from '../../test/api-harness.tsx';
import KTypeScreenPage, { REFRESH_SECONDS } from './k-type-screen.page.tsx';
import { chart } from '../../test/echarts-stand-in.ts';

const SCREEN = '/saas/broadCompany/screen';

const MONTHS = ['2023-07', '2023-08', '2023-09', '2023-10', '2023-11', '2023-12', '2024-01', '2024-02', '2024-03', '2024-04', '2024-05', '2024-06'];

const DATA: ScreenData = {
  region: { code: '330106', name: '西湖区', fullName: '浙江省杭州市西湖区' },
  months: MONTHS.map((month, index) => ({ month, in: index + 1, out: index % 3 })),
  labels: [{ code: 1, count: 12 }, { code: 11, count: 340 }, { code: 13, count: 95 }],
  industries: [{ code: 'I', count: 420 }, { code: 'C', count: 310 }, { code: 'M', count: 120 }],
  totals: { companies: 12345, movedIn: 78, movedOut: 12, labelled: 402 },
  latest: [
    { id: 3, companyId: 30, companyName: '杭州云栖科技有限公司', field: 'registeredCapital', before: '100', after: '250.5', changedAt: '2024-06-15T08:30:00.000Z' },
    { id: 2, companyId: 20, companyName: '西湖智造股份有限公司', field: 'labels', before: '1,11', after: '11', changedAt: '2024-06-14T02:00:00.000Z' },
    { id: 1, companyId: 10, companyName: '之江物流有限公司', field: 'status', before: 'active', after: 'cancelled', changedAt: '2024-06-13T02:00:00.000Z' },
    { id: 4, companyId: 40, companyName: '龙井茶业有限公司', field: 'address', before: '', after: '杭州市西湖区龙井路 1 号', changedAt: '2024-06-12T02:00:00.000Z' },
  ],
  at: '2024-06-15T09:00:00.000Z',
};

const api = scriptedApiForFile();

beforeEach(() => {
  chart.setOption.mockClear();
  api.reset({ [SCREEN]: () => ({ data: DATA }) });
});

const renderScreen = () => renderPage(<KTypeScreenPage />, { name: 'kTypeScreen', url: '/kTypeScreen', perms: ['view'] });

/** The value a key figure shows. */
const figure = (name: string) => {
  const term = screen.getByText(name, { selector: 'dt' });
  return term.parentElement!.querySelector('dd')!.textContent;
};

interface Axis { type: string; data?: string[] }
interface Option { series: { type: string; name?: string; data: unknown[] }[]; xAxis?: Axis; yAxis?: Axis }
/** The options echarts was last given for each chart: by month (bars and a line), by label (horizontal bars) and by industry (a pie). */
const optionOf = (chartName: 'months' | 'labels' | 'industries'): Option => chart.setOption.mock.calls.map(([option]) => option as Option).findLast((option) => ({
  months: option.series.length === 3,
  labels: option.yAxis?.type === 'category',
  industries: option.series[0]!.type === 'pie',
})[chartName])!;

describe('the data screen', () => {
  it("shows the region's title, the time of the data and the key figures", async () => {
    renderScreen();
    expect(await screen.findByRole('heading', { level: 1, name: '浙江省杭州市西湖区企业迁移监测大屏' })).toBeInTheDocument();
    expect(figure('企业总数')).toBe('12,345家');
    expect(figure('迁入企业')).toBe('78家');
    expect(figure('迁出企业')).toBe('12家');
    expect(figure('资质企业')).toBe('402家');
    // Derived from the months: this month's moves, the net of the year and the labelled share.
    expect(screen.getByText('本月 12')).toBeInTheDocument();
    expect(screen.getByText('占比 3.3%')).toBeInTheDocument();
    expect(screen.getByText('近 12 个月净迁入 +66')).toBeInTheDocument();
    expect(screen.getByText('每 60 秒刷新')).toBeInTheDocument();
    expect(api.to(SCREEN)).toHaveLength(1);
  });

  it('draws the moves by month, the labels and the industries, and says what each chart shows', async () => {
    renderScreen();
    expect(await screen.findByRole('img', { name: '近 12 个月每月迁入与迁出的企业数：共迁入 78 家，迁出 12 家' })).toBeInTheDocument();
    const labels = screen.getByRole('img', { name: /^持有各资质标签的企业数：/ });
    expect(labels).toHaveAccessibleName(expect.stringContaining('上市企业 12 家、独角兽企业 0 家'));
    expect(labels).toHaveAccessibleName(expect.stringContaining('国家高新技术企业 340 家'));
    expect(screen.getByRole('img', { name: '企业数最多的行业：信息传输、软件和信息技术服务业 420 家、制造业 310 家、科学研究和技术服务业 120 家' })).toBeInTheDocument();

    const months = optionOf('months');
    expect(months.xAxis?.data).toEqual(['7月', '8月', '9月', '10月', '11月', '12月', '1月', '2月', '3月', '4月', '5月', '6月']);
    expect(months.series.map(({ name, data }) => [name, data.slice(0, 3)])).toEqual([['迁入', [1, 2, 3]], ['迁出', [0, 1, 2]], ['净迁入', [1, 1, 1]]]);
    const byLabel = optionOf('labels');
    expect(byLabel.yAxis?.data).toHaveLength(13);
    expect(byLabel.yAxis?.data?.[4]).toBe('专精特新“小巨人”企业');
    expect(byLabel.series[0]?.data).toEqual([12, 0, 0, 0, 0, 0, 0, 0, 0, 0, 340, 0, 95]);
    expect(optionOf('industries').series[0]?.data).toEqual([
      { name: '信息传输、软件和信息技术服务业', value: 420 }, { name: '制造业', value: 310 }, { name: '科学研究和技术服务业', value: 120 },
    ]);
  });

  it('lists the latest changes as before → after, in words', async () => {
    renderScreen();
    const list = await screen.findByRole('region', { name: /最新的企业变更/ });
    const rows = within(list).getAllByRole('article');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      '杭州云栖科技有限公司：注册资本由“100 万元”变为“250.5 万元”',
      '西湖智造股份有限公司：资质标签由“上市企业、国家高新技术企业”变为“国家高新技术企业”',
      '之江物流有限公司：经营状态由“存续”变为“注销”',
      '龙井茶业有限公司：地址由“无”变为“杭州市西湖区龙井路 1 号”',
    ]);
    const first = rows[0]!;
    expect(within(first).getByText('杭州云栖科技有限公司')).toBeInTheDocument();
    expect(first).toHaveTextContent('注册资本100 万元→250.5 万元');
  });

  it('rolls the list round when it is taller than its panel, and not with reduced motion', async () => {
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(900);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
    const view = renderScreen();
    const list = await screen.findByRole('region', { name: /最新的企业变更/ });
    await waitFor(() => expect(list).toHaveAttribute('data-rolling'));
    // The rows twice, the copy hidden from screen readers: the end of the first meets the start of the second.
    expect(list.querySelectorAll('ul')).toHaveLength(2);
    expect(list.querySelector('ul[aria-hidden="true"]')).toBeInTheDocument();
    expect(within(list).getAllByRole('article')).toHaveLength(4);
    view.unmount();

    const matchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...matchMedia(query), matches: query === '(prefers-reduced-motion: reduce)' }));
    renderScreen();
    const still = await screen.findByRole('region', { name: /最新的企业变更/ });
    expect(still).not.toHaveAttribute('data-rolling');
    expect(still.querySelectorAll('ul')).toHaveLength(1);
  });

  it('asks for its data again every minute', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    renderScreen();
    await screen.findByRole('heading', { level: 1 });
    api.reply({ [SCREEN]: () => ({ data: { ...DATA, totals: { ...DATA.totals, companies: 12346 } } }) });
    act(() => vi.advanceTimersByTime(REFRESH_SECONDS * 1000));
    await waitFor(() => expect(figure('企业总数')).toBe('12,346家'));
    expect(api.to(SCREEN)).toHaveLength(2);
  });

  it('speaks English', async () => {
    changeLanguage('en-US');
    renderScreen();
    expect(await screen.findByRole('heading', { level: 1, name: '浙江省杭州市西湖区 company migration monitor' })).toBeInTheDocument();
    expect(figure('Companies')).toBe('12,345');
    const rows = within(screen.getByRole('region', { name: /scrolling/ })).getAllByRole('article');
    expect(rows[1]).toHaveAccessibleName('西湖智造股份有限公司: Labels changed from “Listed company, National high-tech” to “National high-tech”');
    expect(rows[2]).toHaveAccessibleName('之江物流有限公司: Status changed from “Active” to “Deregistered”');
  });

  it('tells a staff account that the screen is for customers, and leads back to the console', async () => {
    api.reset({ [SCREEN]: () => ({ status: 403, desc: '没有权限访问' }) });
    renderScreen();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: '数据大屏仅对客户账号开放' })).toBeInTheDocument();
    expect(within(alert).queryByRole('button', { name: /重\s*试/ })).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: /返回控制台/ }));
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/);
    // A refusal is not asked again.
    expect(api.to(SCREEN)).toHaveLength(1);
  });

  it('tells a customer without a region to ask for one', async () => {
    api.reset({ [SCREEN]: () => ({ status: 409, desc: MESSAGES.companies.noRegion }) });
    renderScreen();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: '尚未设置监测区域' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('本账号尚未设置监测区域，请联系平台管理员');
    expect(within(alert).getByRole('button', { name: /返回控制台/ })).toBeInTheDocument();
  });

  it('offers to try again when the server fails', async () => {
    api.reset({ [SCREEN]: () => ({ status: 500, desc: '服务器开小差了' }) });
    renderScreen();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: '大屏数据加载失败' })).toBeInTheDocument();
    api.reset({ [SCREEN]: () => ({ data: DATA }) });
    await userEvent.click(within(alert).getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByRole('heading', { level: 1, name: '浙江省杭州市西湖区企业迁移监测大屏' })).toBeInTheDocument();
  });
});
