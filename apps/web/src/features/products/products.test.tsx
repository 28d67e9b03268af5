import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../crud/cells.tsx';
import { useSession } from '../../stores/session.store.ts';
import { renderPage, scriptedApiForFile } from '../../test/api-harness.tsx';
import { button, OK, row } from '../../test/users-harness.tsx';
import { pageOf, product, saasProduct } from '../../test/products-harness.tsx';
import ProductsPage from './products.page.tsx';

const api = scriptedApiForFile();

/** 招聘 (1) has the sub-application 校招 (3), which has 宣讲 (4); 培训 (2) is disabled. */
const PRODUCTS = [
  product(1, { productName: '招聘', categoryId: 7, categoryName: '人事' }),
  product(2, { productName: '培训', enabled: false }),
  product(3, { productName: '校招', parentId: 1, parentName: '招聘' }),
  product(4, { productName: '宣讲', parentId: 3, parentName: '校招' }),
];

beforeEach(() => {
  useSession.setState({ roles: [] });
  api.reset({
    '/product/list': () => pageOf(PRODUCTS.slice(0, 2)),
    '/product/getAllList': () => ({ data: PRODUCTS }),
    '/product/category/options': () => ({ data: [{ id: 7, name: '人事', enabled: true }, { id: 8, name: '财务', enabled: true }] }),
  });
});

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

const renderProductsPage = (entry?: string) =>
  renderPage(<><ProductsPage /><Where /></>, { name: 'product-manage', url: '/sys/product-manage', entry });

/** The titles of the opened select's choices. */
const openChoices = () => [...[...document.querySelectorAll('.ant-select-dropdown')].at(-1)!.querySelectorAll('.ant-select-item-option')].map((option) => option.getAttribute('title'));

describe('applications page', () => {
  it('lists by POST with the filters of the address, offering the categories as a filter', async () => {
    renderProductsPage('/sys/product-manage?productName=%E6%8B%9B&enabled=true');
    expect(await screen.findByText('招聘')).toBeInTheDocument();
    const [list] = api.to('/product/list');
    expect(list!.method).toBe('POST');
    expect(Object.fromEntries(list!.body)).toEqual({ pageNumber: '1', pageSize: '10', order: 'desc', productName: '招', enabled: 'true' });
    expect(row('招聘')).toHaveTextContent('人事');

    await userEvent.click(within(screen.getByRole('search')).getByLabelText('应用分类'));
    await userEvent.click(await screen.findByTitle('财务'));
    await userEvent.click(button('搜索', screen.getByRole('search')));
    await waitFor(() => expect(api.to('/product/list').at(-1)!.body.get('categoryId')).toBe('8'));
  });

  it('shows an icon named as a menu icon as that icon, and an address as its image', async () => {
    api.replies['/product/list'] = () => pageOf([product(1, { productName: '招聘', icon: 'read' }), product(2, { productName: '培训', icon: '/files/logo.png' })]);
    renderProductsPage();
    await screen.findByText('招聘');
    expect(row('招聘').querySelector('.anticon-read')).not.toBeNull();
    expect(row('招聘').querySelector('img')).toBeNull();
    expect(row('培训').querySelector('img')).toHaveAttribute('src', '/files/logo.png');
  });

  it('refuses an application id the contract refuses, then creates the application', async () => {
    api.reply({ '/product/save': () => ({ data: product(5) }) });
    renderProductsPage();
    await screen.findByText('招聘');
    await userEvent.click(button('新增'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('应用标识'), '1hr');
    await userEvent.type(within(dialog).getByLabelText('应用名称'), '人事');
    await userEvent.type(within(dialog).getByLabelText('后台地址'), 'ftp://hr.example.com');
    await userEvent.click(button(OK, dialog));
    expect(await within(dialog).findByText('以字母开头，只能包含字母、数字、_ 和 -')).toBeInTheDocument();
    expect(within(dialog).getByText('必须是 http:// 或 https:// 开头的地址，或以 / 开头的控制台页面')).toBeInTheDocument();
    expect(api.to('/product/save')).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText('应用标识'));
    await userEvent.type(within(dialog).getByLabelText('应用标识'), 'hr');
    await userEvent.clear(within(dialog).getByLabelText('后台地址'));
    await userEvent.click(within(dialog).getByLabelText('上级应用'));
    expect(openChoices()).toEqual(['招聘（app1）', '培训（app2）', '校招（app3）', '宣讲（app4）']);
    await userEvent.click(await screen.findByTitle('培训（app2）'));
    await userEvent.click(button(OK, dialog));
    await waitFor(() => expect(api.to('/product/save')).toHaveLength(1));
    expect(Object.fromEntries(api.to('/product/save')[0]!.body)).toEqual({
      appId: 'hr', productName: '人事', productBackUrl: '', categoryId: '', icon: '', sort: '0', enabled: 'true', parentId: '2', description: '',
    });
  });

  it('does not offer an application, or one below it, as its own parent', async () => {
    renderProductsPage();
    await userEvent.click(button('编辑', (await screen.findByText('招聘')).closest('tr')!));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('应用名称')).toHaveValue('招聘');
    await userEvent.click(within(dialog).getByLabelText('上级应用'));
    await waitFor(() => expect(openChoices()).toEqual(['培训（app2）']));
  });

  it('switches the status from the row', async () => {
    api.reply({ '/product/changeStatus/1/0': () => ({ data: product(1, { enabled: false }) }) });
    renderProductsPage();
    await userEvent.click(within((await screen.findByText('招聘')).closest('tr')!).getByRole('switch'));
    await waitFor(() => expect(api.to('/product/changeStatus/1/0')).toHaveLength(1));
  });

  it('deletes after confirmation, by ids in the path', async () => {
    api.reply({ '/product/delByIds/2': () => ({ data: { deleted: 1 } }) });
    renderProductsPage();
    await userEvent.click(button('删除', (await screen.findByText('培训')).closest('tr')!));
    await userEvent.click(button(OK, await screen.findByRole('tooltip')));
    await waitFor(() => expect(api.to('/product/delByIds/2')).toHaveLength(1));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
  });

  it('opens the configuration of an application for holders of its role only', async () => {
    renderProductsPage();
    await screen.findByText('招聘');
    expect(screen.queryByText('配置')).not.toBeInTheDocument();

    useSession.setState({ roles: ['product-config'] });
    await userEvent.click(await within(row('招聘')).findByText('配置'));
    expect(screen.getByTestId('where')).toHaveTextContent('/sys/product-manage/product-config?productId=1');
  });
});

describe('SaaS product', () => {
  const openSaas = async (name: string) => {
    renderProductsPage();
    await userEvent.click(button('SaaS 产品', (await screen.findByText(name)).closest('tr')!));
    return screen.findByText(`SaaS 产品：${name}`);
  };

  it('offers an application to customer accounts', async () => {
    const offered: ReturnType<typeof saasProduct>[] = [];
    api.reply({
      '/saas/product/listAll': () => ({ data: offered }),
      '/saas/product/save': () => {
        offered.push(saasProduct(9, 1, { title: '招聘云' }));
        return { data: offered[0] };
      },
    });
    await openSaas('招聘');
    await userEvent.click((await screen.findByText('提供为 SaaS 产品')).closest('button')!);
    const dialog = (await screen.findByText('新增SaaS 产品', { selector: '.ant-modal-title' })).closest<HTMLElement>('[role="dialog"]')!;
    await userEvent.type(within(dialog).getByLabelText('标题'), '招聘云');
    await userEvent.click(button(OK, dialog));
    await waitFor(() => expect(api.to('/saas/product/save')).toHaveLength(1));
    expect(JSON.parse(api.to('/saas/product/save')[0]!.text)).toEqual({ productId: 1, title: '招聘云', description: '', sort: 0, enabled: true });
    expect(await screen.findByText('招聘云')).toBeInTheDocument();
  });

  it('replaces the per-product data, keeping the type of values left as they were', async () => {
    api.reply({
      '/saas/product/listAll': () => ({ data: [saasProduct(9, 1, { data: { seats: 20, trial: true, theme: 'blue' } })] }),
      '/saas/product/editData': () => ({ data: saasProduct(9, 1) }),
    });
    await openSaas('招聘');
    expect(await screen.findByDisplayValue('seats')).toBeInTheDocument();
    const values = screen.getAllByLabelText('值');
    await userEvent.clear(values[2]!);
    await userEvent.type(values[2]!, 'green');
    await userEvent.click(button('添加一项'));
    const keys = screen.getAllByLabelText('键');
    await userEvent.type(keys[3]!, '9lives');
    await userEvent.click(button('保存产品数据'));
    expect(await screen.findByText('以字母开头，只能包含字母、数字、_、. 和 -，最多 50 个字符')).toBeInTheDocument();

    await userEvent.clear(keys[3]!);
    await userEvent.type(keys[3]!, 'seats');
    await userEvent.click(button('保存产品数据'));
    await waitFor(() => expect(screen.getAllByText('键不能重复')).toHaveLength(2));

    await userEvent.clear(keys[3]!);
    await userEvent.type(keys[3]!, 'region');
    await userEvent.type(screen.getAllByLabelText('值')[3]!, 'east');
    await userEvent.click(button('保存产品数据'));
    await waitFor(() => expect(api.to('/saas/product/editData')).toHaveLength(1));
    expect(JSON.parse(api.to('/saas/product/editData')[0]!.text)).toEqual({ id: 9, data: { seats: 20, trial: true, theme: 'green', region: 'east' } });
  });

  it('removes the SaaS product after confirmation', async () => {
    api.reply({
      '/saas/product/listAll': () => ({ data: [saasProduct(9, 1, { title: '招聘云' })] }),
      '/saas/product/delete': () => ({ data: { deleted: 1 } }),
    });
    await openSaas('招聘');
    // The drawer opens before the SaaS products have loaded.
    await userEvent.click((await within(await screen.findByRole('dialog')).findByText('移除')).closest('button')!);
    expect(await screen.findByText('确定不再把“招聘”作为 SaaS 产品提供吗？')).toBeInTheDocument();
    await userEvent.click(button(OK, screen.getByRole('tooltip')));
    await waitFor(() => expect(api.to('/saas/product/delete')).toHaveLength(1));
    expect(api.to('/saas/product/delete')[0]!.query.get('ids')).toBe('9');
  });
});

describe('access key', () => {
  const openAccessKey = async (name: string) => {
    renderProductsPage();
    await userEvent.click(button('接入密钥', (await screen.findByText(name)).closest('tr')!));
    const dialog = (await screen.findByText(`接入密钥：${name}`)).closest<HTMLElement>('[role="dialog"]')!;
    return within(dialog).getByRole('region', { name: '调用密钥' });
  };

  it('issues a key, shows it once with a way to copy it, and tells when it was issued', async () => {
    let keyIssuedAt: string | null = null;
    api.reply({
      '/product/info/1': () => ({ data: { ...PRODUCTS[0], keyIssuedAt } }),
      '/product/appKey/1': () => {
        keyIssuedAt = '2024-06-01T08:00:00.000Z';
        return { data: { appId: 'app1', key: 'k-1234567890' } };
      },
    });
    const dialog = await openAccessKey('招聘');
    expect(await within(dialog).findByText('尚未签发')).toBeInTheDocument();
    expect(within(dialog).queryByText('吊销密钥')).not.toBeInTheDocument();

    await userEvent.click(button('签发密钥', dialog));
    await waitFor(() => expect(api.to('/product/appKey/1')).toHaveLength(1));
    expect(api.to('/product/appKey/1')[0]!.method).toBe('POST');
    expect(await within(dialog).findByTestId('issued-key')).toHaveTextContent('k-1234567890');
    expect(within(dialog).getByText('密钥仅显示这一次，请立即复制保存。')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /copy|复制/i })).toBeInTheDocument();
    expect(await within(dialog).findByText(formatDateTime('2024-06-01T08:00:00.000Z'))).toBeInTheDocument();

    await userEvent.click(button(OK, dialog.closest<HTMLElement>('[role="dialog"]')!));
    await userEvent.click(button('接入密钥', row('招聘')));
    expect(await screen.findByText(formatDateTime('2024-06-01T08:00:00.000Z'))).toBeInTheDocument();
    expect(screen.queryByTestId('issued-key')).not.toBeInTheDocument();
  });

  it('asks before replacing a key, since the previous one stops working', async () => {
    api.reply({
      '/product/info/1': () => ({ data: { ...PRODUCTS[0], keyIssuedAt: '2024-06-01T08:00:00.000Z' } }),
      '/product/appKey/1': () => ({ data: { appId: 'app1', key: 'k-new' } }),
    });
    const dialog = await openAccessKey('招聘');
    await userEvent.click(await within(dialog).findByText('重新签发'));
    expect(await screen.findByText('原密钥将立即失效，确定重新签发吗？')).toBeInTheDocument();
    expect(api.to('/product/appKey/1')).toHaveLength(0);
    await userEvent.click(button(OK, screen.getByRole('tooltip')));
    expect(await within(dialog).findByTestId('issued-key')).toHaveTextContent('k-new');
  });

  it('revokes the key after confirmation', async () => {
    let keyIssuedAt: string | null = '2024-06-01T08:00:00.000Z';
    api.reply({
      '/product/info/1': () => ({ data: { ...PRODUCTS[0], keyIssuedAt } }),
      '/product/appKey/1/revoke': () => {
        keyIssuedAt = null;
        return { data: { revoked: true } };
      },
    });
    const dialog = await openAccessKey('招聘');
    await userEvent.click(await within(dialog).findByText('吊销密钥'));
    expect(await screen.findByText('吊销后该应用将无法调用平台，确定吊销吗？')).toBeInTheDocument();
    await userEvent.click(button(OK, screen.getByRole('tooltip')));
    await waitFor(() => expect(api.to('/product/appKey/1/revoke')).toHaveLength(1));
    expect(await screen.findByText('密钥已吊销')).toBeInTheDocument();
    expect(await within(dialog).findByText('尚未签发')).toBeInTheDocument();
    expect(within(dialog).queryByText('吊销密钥')).not.toBeInTheDocument();
  });

  it('issues a sign-in secret apart from the key, shown once', async () => {
    api.reply({
      '/product/info/1': () => ({ data: { ...PRODUCTS[0], keyIssuedAt: '2024-06-01T08:00:00.000Z' } }),
      '/product/signInSecret/1': () => ({ data: { appId: 'app1', secret: 's-0987654321' } }),
    });
    renderProductsPage();
    await userEvent.click(button('接入密钥', (await screen.findByText('招聘')).closest('tr')!));
    const secret = await screen.findByRole('region', { name: '签名登录密钥' });
    expect(await within(secret).findByText('尚未签发')).toBeInTheDocument();
    await userEvent.click(button('签发密钥', secret));
    expect(await within(secret).findByTestId('issued-secret')).toHaveTextContent('s-0987654321');
    expect(within(secret).getByText('密钥仅显示这一次，请立即复制保存到应用的服务端。')).toBeInTheDocument();
    expect(api.to('/product/appKey/1')).toHaveLength(0);
    expect(screen.queryByTestId('issued-key')).not.toBeInTheDocument();
  });

  it('is offered to holders of the edit permission only', async () => {
    renderPage(<ProductsPage />, { name: 'product-manage', url: '/sys/product-manage', perms: ['view', 'add', 'delete'] });
    await screen.findByText('招聘');
    expect(screen.queryByText('接入密钥')).not.toBeInTheDocument();
  });
});
