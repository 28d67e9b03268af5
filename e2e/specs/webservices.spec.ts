import { expect, test, type Page } from '@playwright/test';
import { startSoapServer, type SoapTestServer } from '../../apps/server/src/modules/web-services/web-services.test-support.ts';
import { ADMIN } from '../fixtures/users.ts';
import { dialog, okButton, signIn } from './helpers.ts';

let soap: SoapTestServer;
test.beforeAll(async () => {
  soap = await startSoapServer();
});
test.afterAll(() => soap.close());

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test('adds a service on the loopback, reveals its password, reads its WSDL and calls an operation', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/sys/webservice-manage');
  const name = `参保查询-${Date.now()}`;

  await page.getByRole('button', { name: /新\s*增/ }).click();
  const add = dialog(page, /新增/);
  await add.getByLabel('名称').fill(name);
  await add.getByLabel('WSDL 地址').fill(soap.wsdlUrl);
  await add.getByLabel('用户名').fill('console');
  await add.getByLabel('密码', { exact: true }).fill('Soap-secret-2026');
  await okButton(add).click();
  const service = row(page, name);
  await expect(service).toContainText('******');

  await service.getByRole('button', { name: /查\s*看/ }).click();
  const revealed = page.getByRole('dialog').filter({ hasText: `“${name}”的密码` });
  await expect(revealed).toContainText('Soap-secret-2026');
  await okButton(revealed).click();

  await service.getByRole('button', { name: /接\s*口/ }).click();
  const drawer = page.locator('.ant-drawer').filter({ hasText: `“${name}”的接口` });
  await drawer.getByRole('button', { name: '从 WSDL 读取' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: /^确\s*定$/ }).click();
  await expect(page.getByText('WSDL 中有 2 个操作，新增 2 个')).toBeVisible();
  const operation = drawer.getByRole('row').filter({ hasText: 'QueryInsured' });
  await expect(operation).toContainText('urn:example:insured#QueryInsured');

  await operation.getByRole('button', { name: '测试调用' }).click();
  const invoke = page.locator('.ant-modal').filter({ hasText: '测试调用 QueryInsured' });
  await invoke.getByLabel('参数（JSON）').fill('{"idCard": "110101199001011234", "year": 2026}');
  await invoke.getByRole('button', { name: /调\s*用$/ }).click();
  await expect(invoke).toContainText('正常参保');

  await invoke.getByLabel('参数（JSON）').fill('{"idCard": "000000000000000000", "year": 2026}');
  await invoke.getByRole('button', { name: /调\s*用$/ }).click();
  await expect(invoke).toContainText('查无此人');
});
