import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { productCategoriesCrud, productsCrud, saasProductsCrud } from '@console/contract/products';
import { actorOf, type Actor } from '../../crud/audit.ts';
import { crudHandlers } from '../../crud/crud-handlers.ts';
import { callerOf } from '../../http/access.ts';
import { languageOf } from '../../http/language.ts';
import { defineModule } from '../../module.ts';
import { lazySecretBox } from '../../platform/secret-box.ts';
import type { Db } from '../../platform/database.ts';
import { roles } from '../roles/roles.table.ts';
import { ADMIN_USERNAME, users } from '../users/users.table.ts';
import { ApplicationKeysService } from './application-keys.service.ts';
import { ProductAccessService } from './product-access.service.ts';
import { ProductCategoriesService } from './product-categories.service.ts';
import { ProductsService } from './products.service.ts';
import { userProducts } from './products.table.ts';
import { SaasProductsService } from './saas-products.service.ts';
import { SaasViewService } from './saas-view.service.ts';
import { SubAccountGrantsService, subAccountGrantsHandlers } from './sub-account-grants.ts';

/** Demo applications: the console's own areas (opened by their route) and outside systems (opened at their address). */
const DEMO_APPLICATIONS = [
  { appId: 'yewen-train', productName: '适岗培训', category: '人才服务', icon: 'read', description: '岗位适配培训计划与报名' },
  { appId: 'thematicDiscussion', productName: '专题研讨', category: '人才服务', icon: 'message', description: '人才政策专题讨论' },
  { appId: 'talentHub', productName: '人才库', category: '人才服务', icon: 'team', productBackUrl: 'https://talent.example.com', description: '示例外部系统（人才档案检索）：在应用管理中把地址改为实际的人才库系统' },
  { appId: 'oa', productName: '协同办公', category: '办公协同', icon: 'appstore', productBackUrl: '/sys/message-manage', description: '公告与待办：发送通知和待办消息' },
  { appId: 'rbh', productName: '人才宝盒', category: '数据分析', icon: 'dashboard', productBackUrl: '/kTypeScreen', description: '区域人才数据大屏，在新标签页打开' },
  { appId: 'companyWatch', productName: '企业动态', category: '数据分析', icon: 'notification', productBackUrl: '/saasView/trends/trends-center', description: '关注企业的工商与资质变化' },
  { appId: 'migrationWatch', productName: '企业迁移', category: '数据分析', icon: 'branches', productBackUrl: '/saasView/company-manage/library-in', description: '本区域企业的迁入与迁出' },
];

/** The demo admin's pinned applications: those that open a page of the console. */
const DEMO_PINNED = ['yewen-train', 'thematicDiscussion', 'oa', 'rbh'];

/** The demo's SaaS products, and which customer accounts may use them (sub-accounts only what their main account may). */
const DEMO_SAAS_PRODUCTS = [
  { appId: 'companyWatch', title: '企业动态监测', description: '关注的企业一有变化即提醒，变更记录按时间排列', users: ['yingcai', 'yingcai-hr'] },
  { appId: 'migrationWatch', title: '企业迁移分析', description: '按月查看迁入、迁出本区域的企业及其资质', users: ['yingcai'] },
  { appId: 'talentHub', title: '人才库 SaaS 版', description: '为客户企业提供人才检索与收藏', users: ['yingcai', 'yingcai-finance'] },
];

async function offerDemoSaasProducts(db: Db, saasProducts: SaasProductsService, actor: Actor, productIds: Map<string, number>) {
  const granted = new Map<string, number[]>();
  for (const [index, { appId, title, description, users: customers }] of DEMO_SAAS_PRODUCTS.entries()) {
    const productId = productIds.get(appId)!;
    await saasProducts.create(actor, { productId, title, description, sort: index + 1 });
    for (const username of customers) granted.set(username, [...(granted.get(username) ?? []), productId]);
  }
  for (const [username, ids] of granted) {
    const [customer] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
    if (customer) await db.insert(userProducts).values(ids.map((productId) => ({ userId: customer.id, productId })));
  }
}

/** The demo data set grants applications as an administrator would. */
const DEMO_GRANTOR = { userId: 0, isAdmin: true };

/** Applications and the product bar: categories, applications, SaaS products, grants and each user's pinned list. */
export const productsModule = defineModule({
  name: 'products',
  after: ['roles', 'users'],
  build: ({ db, config, services }) => {
    const categories = new ProductCategoriesService(db);
    const saasProducts = new SaasProductsService(db);
    const products = new ProductsService(db, saasProducts);
    const access = new ProductAccessService(db, services.roles);
    const saasView = new SaasViewService(db);
    const usersInScope = (request: FastifyRequest) => services.users.inScopeOf(request);
    const keys = new ApplicationKeysService(db, lazySecretBox(config.secretsKey, config.dataDir));
    return {
      provides: { applications: keys },
      handlers: {
        productCategories: {
          ...crudHandlers(productCategoriesCrud, categories),
          options: async () => categories.options(),
          pinPanel: async (_input, request) => access.pinPanel(callerOf(request), languageOf(request)),
        },
        products: {
          ...crudHandlers(productsCrud, products),
          allList: async () => products.all(),
          pinned: async (_input, request) => access.pinned(callerOf(request), languageOf(request)),
          savePinned: async ({ body }, request) => access.savePinned(callerOf(request), body.productIds, languageOf(request)),
          search: async ({ query }, request) => access.search(callerOf(request), query.name, languageOf(request)),
          issueKey: async ({ params }, request) => keys.issue(actorOf(request), params.id),
          revokeKey: async ({ params }, request) => keys.revoke(actorOf(request), params.id),
          issueSignInSecret: async ({ params }, request) => keys.issueSignInSecret(actorOf(request), params.id),
          revokeSignInSecret: async ({ params }, request) => keys.revokeSignInSecret(actorOf(request), params.id),
        },
        saasView: {
          syncSaasUserInfo: async (_input, request) => saasView.userInfo(callerOf(request)),
          themes: async (_input, request) => saasView.themes(callerOf(request)),
          chooseTheme: async ({ body }, request) => saasView.choose(callerOf(request), body.id),
        },
        productConfig: {
          aliases: async ({ query }) => products.aliases(query.productId),
          saveAliases: async ({ body }, request) => products.saveAliases(actorOf(request), body.productId, body.aliases),
        },
        saasProducts: {
          ...crudHandlers(saasProductsCrud, saasProducts),
          listAll: async () => saasProducts.all(),
          queryByAppId: async ({ query }) => saasProducts.byAppId(query.appId),
          editData: async ({ body }, request) => saasProducts.editData(actorOf(request), body.id, body.data),
        },
        productGrants: {
          ofUser: async ({ query }, request) => access.grantsOfUser(query.userId, await usersInScope(request)),
          saveOfUser: async ({ body }, request) =>
            access.saveUserGrants(actorOf(request), callerOf(request), body.userId, body.productIds, await usersInScope(request)),
          ofRole: async ({ query }) => access.grantsOfRole(query.roleId),
          pagesOfRole: async ({ query }, request) => access.pagesOfRole(query.roleId, languageOf(request)),
          saveOfRole: async ({ body }, request) => access.saveRoleGrants(actorOf(request), callerOf(request), body.roleId, body.productIds),
        },
        subAccountProducts: subAccountGrantsHandlers(new SubAccountGrantsService(db, saasView)),
      },
      demo: async (actor) => {
        const categoryIds = new Map<string, number>();
        for (const [index, name] of ['人才服务', '办公协同', '数据分析'].entries()) {
          categoryIds.set(name, (await categories.create(actor, { name, sort: index + 1 })).id);
        }
        const productIds = new Map<string, number>();
        for (const [index, { category, ...product }] of DEMO_APPLICATIONS.entries()) {
          productIds.set(product.appId, (await products.create(actor, { ...product, categoryId: categoryIds.get(category), sort: index + 1 })).id);
        }
        await offerDemoSaasProducts(db, saasProducts, actor, productIds);
        const [hrManager] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, 'hr-manager'));
        if (hrManager) await access.saveRoleGrants(actor, DEMO_GRANTOR, hrManager.id, ['yewen-train', 'talentHub'].map((appId) => productIds.get(appId)!));
        // The admin's top bar starts with the console's own applications rather than empty.
        const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.username, ADMIN_USERNAME));
        if (admin) await access.savePinned({ userId: admin.id, isAdmin: true }, DEMO_PINNED.map((appId) => productIds.get(appId)!), 'zh');
        // The office system sends its signed-in staff here by signed links; its secret, shown once, was never kept.
        await keys.issueSignInSecret(actor, productIds.get('oa')!);
      },
    };
  },
});
