import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PermType } from '@console/contract';
import type { EnrolmentRecord, ProgrammeRecord, ProviderRecord, TrainingFigures } from '@console/contract/training';
import { clickWhenClickable, jsonOf, pageOf, renderPage, scriptedApiForFile, shownErrorsForFile } from '../../test/api-harness.tsx';
import { button, OK, row } from '../../test/users-harness.tsx';
import TrainCompanyPage from './train-company.page.tsx';
import TrainHomePage from './train-home.page.tsx';

const figures: TrainingFigures = {
  programmesByStatus: [{ status: 'planned', count: 1 }, { status: 'enrolling', count: 2 }, { status: 'running', count: 1 }, { status: 'finished', count: 4 }],
  places: 200, openPlaces: 90, enrolments: 80, completed: 30, passed: 27, completionRate: 0.375,
  enrolmentsByMonth: [{ month: '2026-11', count: 12 }], byOccupation: [{ occupation: '27', name: '电工', programmes: 2, enrolments: 40 }],
};

function programme(id: number, overrides: Partial<ProgrammeRecord> = {}): ProgrammeRecord {
  return {
    id, title: `电工适岗培训（第${id}期）`, companyId: 5, companyName: '湾区智联人力资源服务有限公司', occupation: '27', occupationName: '电工',
    mode: 'onsite', startsOn: '2026-12-01', endsOn: '2026-12-30', places: 30, enrolled: 12, status: 'enrolling', description: '', attachments: [],
    createdAt: '2026-11-01T08:00:00.000Z', updatedAt: '2026-11-01T08:00:00.000Z', ...overrides,
  };
}

const enrolment = (id: number, overrides: Partial<EnrolmentRecord> = {}): EnrolmentRecord => ({
  id, programmeId: 1, programmeTitle: '电工适岗培训（第1期）', name: `学员${id}`, phone: '138****8000', idNumber: '440305********0963',
  status: 'enrolled', result: null, createdAt: '2026-11-02T08:00:00.000Z', updatedAt: '2026-11-02T08:00:00.000Z', ...overrides,
});

const provider = (id: number, overrides: Partial<ProviderRecord> = {}): ProviderRecord => ({
  id, name: `培训企业${id}`, creditCode: '91440300MA5F00000X', region: { code: '440305', name: '南山区', fullName: '广东省深圳市南山区' },
  programmes: 2, unfinished: 1, enrolments: 24, occupations: [{ occupation: '27', name: '电工' }, { occupation: '28', name: '焊工' }],
  markedAt: '2026-11-01T08:00:00.000Z', ...overrides,
});


const api = scriptedApiForFile();
const shown = shownErrorsForFile();
beforeEach(() => {
  api.reset({
    '/train/programme/figures': () => ({ data: figures }),
    '/train/programme/list': () => pageOf([programme(1), programme(2, { status: 'planned', enrolled: 0 })]),
    '/train/company/options': () => ({ data: [{ id: 5, name: '湾区智联人力资源服务有限公司' }] }),
    '/dictData/getByType/occupation': () => ({ data: [{ value: '27', label: '电工', color: '' }] }),
    '/train/enrolment/list': () => pageOf([enrolment(1), enrolment(2, { status: 'completed', result: 'passed' })]),
    '/user/personalData/allowed': () => ({ data: { allowed: false } }),
    '/train/enrolment/update': () => ({ data: enrolment(1) }),
    '/train/enrolment/save': () => ({ data: enrolment(3) }),
    '/train/enrolment/export': () => ({ data: 'xlsx' }),
    '/train/company/list': () => pageOf([provider(7), provider(8, { unfinished: 0, occupations: [] })]),
    '/train/company/programmes/7': () => ({ data: [programme(1)] }),
    '/train/company/provider': () => ({ data: { changed: 1 } }),
    '/train/company/candidates': () => ({ data: [{ id: 9, name: '东莞技工培训学校', creditCode: '91441900MA5F00000X', region: '广东省东莞市' }] }),
  });
});

const renderHome = (perms?: PermType[]) => renderPage(<TrainHomePage />, { name: 'train-home', url: '/train/train-home', perms });
const renderCompanies = (perms?: PermType[]) => renderPage(<TrainCompanyPage />, { name: 'train-company', url: '/train/train-company', perms });

describe('training home page', () => {
  it('shows the figures, and the programmes with their company, occupation and places taken', async () => {
    renderHome();
    expect(await screen.findByText('37.5%')).toBeInTheDocument();
    await screen.findByText('电工适岗培训（第1期）');
    expect(screen.getByText('结业 30 人，合格 27 人')).toBeInTheDocument();
    expect(screen.getByText('其中 4 个未结束')).toBeInTheDocument();
    const listed = row('电工适岗培训（第1期）');
    for (const text of ['湾区智联人力资源服务有限公司', '电工', '2026-12-01 ~ 2026-12-30', '12 / 30', '报名中']) expect(listed).toHaveTextContent(text);
    expect(await screen.findByRole('img', { name: /各状态的培训项目数：筹备中 1, 报名中 2, 培训中 1, 已结束 4/ })).toBeInTheDocument();
  });

  it("opens a programme's enrolments in a drawer, edits one without resending its masked ID number and phone, and exports them", async () => {
    renderHome();
    await userEvent.click(button('报名名单', await screen.findByText('电工适岗培训（第1期）').then((title) => title.closest('tr')!)));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('“电工适岗培训（第1期）”的报名名单')).toBeInTheDocument();
    expect(await within(drawer).findByText('学员1')).toBeInTheDocument();
    expect(Object.fromEntries(api.to('/train/enrolment/list')[0]!.query)).toMatchObject({ programmeId: '1' });
    expect(row('学员2')).toHaveTextContent('已结业');
    expect(row('学员2')).toHaveTextContent('合格');

    await userEvent.click(button('编辑', row('学员1')));
    const dialogs = await screen.findAllByRole('dialog');
    const dialog = dialogs.at(-1)!;
    expect(within(dialog).getByLabelText('新身份证号')).toHaveValue('');
    await userEvent.clear(within(dialog).getByLabelText('姓名'));
    await userEvent.type(within(dialog).getByLabelText('姓名'), '王芳');
    await userEvent.click(button(OK, dialog));
    await waitFor(() => expect(api.to('/train/enrolment/update')).toHaveLength(1));
    expect(jsonOf(api.to('/train/enrolment/update')[0]!.text)).toEqual({ id: 1, name: '王芳', status: 'enrolled' });
    await waitFor(() => expect(api.to('/train/programme/figures').length).toBeGreaterThan(1));

    await userEvent.click(button('新增', drawer));
    const creating = (await screen.findAllByRole('dialog')).at(-1)!;
    await userEvent.type(within(creating).getByLabelText('姓名'), '李娜');
    await userEvent.type(within(creating).getByLabelText('手机号'), '13900139000');
    await userEvent.type(within(creating).getByLabelText('身份证号'), '11010519491231002x');
    await userEvent.click(button(OK, creating));
    await waitFor(() => expect(api.to('/train/enrolment/save')).toHaveLength(1));
    expect(jsonOf(api.to('/train/enrolment/save')[0]!.text)).toEqual({ programmeId: 1, name: '李娜', phone: '13900139000', idNumber: '11010519491231002x', status: 'enrolled' });

    await userEvent.click(button('导出 Excel', drawer));
    await waitFor(() => expect(api.to('/train/enrolment/export')).toHaveLength(1));
    expect(jsonOf(api.to('/train/enrolment/export')[0]!.text)).toEqual({ programmeId: 1 });
    expect(shown).toEqual([]);
  });

  it('offers no changes to a user who may only view', async () => {
    renderHome(['view']);
    await screen.findByText('电工适岗培训（第1期）');
    expect(screen.queryByText('编辑')).not.toBeInTheDocument();
    expect(screen.getAllByText('报名名单')).toHaveLength(2);
  });
});

describe('training companies page', () => {
  it('lists the training companies with their occupations, and shows the programmes of one opened', async () => {
    renderCompanies();
    expect(await screen.findByText('培训企业7')).toBeInTheDocument();
    const listed = row('培训企业7');
    for (const text of ['广东省深圳市南山区', '电工', '焊工', '24', '2026-11-01']) expect(listed).toHaveTextContent(text);
    await userEvent.click(within(listed).getByRole('button', { name: /展开行|expand/i }));
    expect(await within(await screen.findByRole('table', { name: '培训企业7的培训项目' })).findByText('电工适岗培训（第1期）')).toBeInTheDocument();
  });

  it('marks companies found in the library, and unmarks one after confirmation', async () => {
    renderCompanies();
    await screen.findByText('培训企业7');
    await userEvent.click(button('标记培训企业'));
    const dialog = await screen.findByRole('dialog');
    expect(button(OK, dialog)).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('企业'), '东莞');
    await waitFor(() => expect(api.to('/train/company/candidates').some((request) => request.query.get('name') === '东莞')).toBe(true));
    // The dropdown is still opening: antd lets no pointer through until its animation ends.
    await userEvent.click(await screen.findByText('东莞技工培训学校（广东省东莞市）'), { pointerEventsCheck: 0 });
    const listsBefore = api.to('/train/company/list').length;
    await userEvent.click(button(OK, dialog));
    await waitFor(() => expect(api.to('/train/company/provider')).toHaveLength(1));
    expect(jsonOf(api.to('/train/company/provider')[0]!.text)).toEqual({ companyIds: [9], provider: true });
    expect(await screen.findByText('已标记 1 家培训企业')).toBeInTheDocument();
    // The list is asked again after the change: its rows take clicks once it has its answer.
    await waitFor(() => expect(api.to('/train/company/list').length).toBeGreaterThan(listsBefore));
    await clickWhenClickable(() => button('取消标记', row('培训企业8')));
    const question = await screen.findByRole('tooltip');
    expect(question).toHaveTextContent('取消“培训企业8”的培训企业标记？');
    await userEvent.click(button(OK, question));
    await waitFor(() => expect(api.to('/train/company/provider')).toHaveLength(2));
    expect(jsonOf(api.to('/train/company/provider')[1]!.text)).toEqual({ companyIds: [8], provider: false });
  });

  it('keeps marking and unmarking to holders of edit', async () => {
    renderCompanies(['view']);
    await screen.findByText('培训企业7');
    expect(screen.queryByText('标记培训企业')).not.toBeInTheDocument();
    expect(screen.queryByText('取消标记')).not.toBeInTheDocument();
  });
});
