import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { componentRoutes } from '@console/contract';
import { routesMatching } from '@console/contract/router';
import { renderPage, scriptedApiForFile } from '../../test/api-harness.tsx';
import ComponentRoutesPage from './component-routes.page.tsx';

const api = scriptedApiForFile();

beforeEach(() => {
  api.reset({ '/router/manager/list': ({ query }) => ({ data: routesMatching(query.get('name') ?? undefined, componentRoutes()) }) });
});

const render = () => renderPage(<ComponentRoutesPage />, { name: 'route-manage', url: '/sys/route-manage', perms: ['view'] });

describe('component routes', () => {
  it('lists the pages with their path, component and roles, and searches them', async () => {
    render();
    expect(await screen.findByText('/sys/user-manage')).toBeInTheDocument();
    expect(screen.getByText('mcc-sys')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: '按名称、标题或地址搜索' }), '培训{Enter}');
    await waitFor(() => expect(api.to('/router/manager/list').at(-1)!.query.get('name')).toBe('培训'));
    expect(await screen.findByText('/train/train-home')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('/sys/user-manage')).not.toBeInTheDocument());
    expect(screen.getAllByText('无（登录即可）').length).toBeGreaterThan(0);
  });
});
