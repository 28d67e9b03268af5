import { z } from 'zod';
import { defineDomain, defineRoute, onPage, onPages, SIGNED_IN } from '../route.ts';
import { PERM_TYPES } from '../pages.ts';
import { appId, flag, id, idList, optional, text, textFilter, wholeNumber } from '../crud.ts';
import { defineCrud, filterBy } from '../crud-declaration.ts';
import { MESSAGES } from '../messages.ts';
import { USER_PAGES } from './users.ts';

/** At most this many applications are pinned to a user's top bar (spec §4, §9). */
export const PIN_LIMIT = 10;
/** The top bar shows this many pinned applications; the rest are in its dropdown. */
export const TOP_BAR_VISIBLE = 5;


const sort = wholeNumber(0, 9999);
const httpUrl = z.url({ protocol: /^https?$/, error: MESSAGES.inputRules.httpUrl }).max(500);
/** Where an application opens: a site of its own, or a page of the console (`/saasView/…`). */
const CONSOLE_PATH = /^\/(?!\/)[\w\-./?=&%#]*$/;
const productAddress = z.string().max(500).refine((address) => CONSOLE_PATH.test(address) || httpUrl.safeParse(address).success, {
  error: MESSAGES.inputRules.httpUrlOrPage,
});

// ---- categories ----

export const PRODUCT_CATEGORY_SORTS = ['id', 'sort', 'name', 'createdAt'] as const;

export const productCategoriesCrud = defineCrud({
  name: 'productCategory',
  page: 'product-category-manage',
  noun: ['application category', 'application categories', '应用分类'],
  fields: { name: text(50).min(1), sort: sort.optional(), enabled: flag.optional(), remark: optional(text(500)) },
  readOnly: {
    productCount: z.number().int(),
    /** The seeded category's name and remark in English while it keeps them (null for others): what a reader of English is shown. */
    nameEn: z.string().nullable(),
    remarkEn: z.string().nullable(),
  },
  filters: { name: filterBy.contains, enabled: filterBy.flag },
  sorts: PRODUCT_CATEGORY_SORTS,
  paths: {
    list: 'GET /product/category/list',
    info: 'GET /product/category/info/:id',
    create: 'POST /product/category/save',
    update: 'POST /product/category/edit',
    delete: 'GET /product/category/delByIds/:ids',
    status: 'GET /product/category/changeStatus/:id/:status',
  },
  unique: { name: { ignoreCase: true, message: MESSAGES.productCategoryNameTaken } },
  notFound: MESSAGES.productCategoryNotFound,
});

export const productCategoryRecord = productCategoriesCrud.record;
export type ProductCategoryRecord = z.infer<typeof productCategoryRecord>;

export const productCategoryOption = productCategoryRecord.pick({ id: true, name: true, enabled: true });
export type ProductCategoryOption = z.infer<typeof productCategoryOption>;

/** An application in the pin panel, checked when it is pinned to the caller's top bar, with what opening it needs. */
export const pinOption = z.object({
  id: z.number().int(), productName: z.string(), checked: z.boolean(), appId: z.string(), productBackUrl: z.string(),
});
/** A category of the pin panel: the specification names the category's name `productName` too. */
export const pinGroup = z.object({ id: z.number().int(), productName: z.string(), productList: z.array(pinOption) });
export type PinGroup = z.infer<typeof pinGroup>;
/** The last group of the pin panel: applications without a category. */
export const UNCATEGORISED_GROUP = { id: 0, productName: MESSAGES.uncategorised } as const;

export const productCategoriesRoutes = {
  ...productCategoriesCrud.routes,
  options: defineRoute({
    method: 'GET', path: '/product/category/options', access: onPages(['product-category-manage', 'product-manage'], 'view'),
    title: '应用分类选项', titleEn: 'Application category options',
    summary: 'Every category, in sort order, for pickers', data: z.array(productCategoryOption),
  }),
  pinPanel: defineRoute({
    method: 'GET', path: '/product/category/getProductListGroupByCatId', access: SIGNED_IN,
    title: '按分类列出可用应用', titleEn: 'Applications by category',
    summary: "The applications the caller may use, by category, each checked when pinned to the caller's top bar",
    data: z.array(pinGroup),
  }),
};

// ---- applications ----

export const PRODUCT_SORTS = ['id', 'sort', 'productName', 'appId', 'createdAt'] as const;

export const productsCrud = defineCrud({
  name: 'product',
  page: 'product-manage',
  noun: ['application', 'applications', '应用'],
  fields: {
    appId,
    productName: text(50).min(1),
    productBackUrl: optional(productAddress),
    categoryId: optional(id),
    icon: optional(text(500)),
    sort: sort.optional(),
    enabled: flag.optional(),
    description: optional(text(500)),
    parentId: optional(id),
  },
  nullable: ['categoryId', 'parentId'],
  readOnly: {
    categoryName: z.string().nullable(),
    parentName: z.string().nullable(),
    /** The console's own application's name, description and category in English while it keeps its seeded ones (null for others). */
    productNameEn: z.string().nullable(),
    descriptionEn: z.string().nullable(),
    categoryNameEn: z.string().nullable(),
    /** When the application's current key for calling the platform was issued; null when it has none. */
    keyIssuedAt: z.string().nullable(),
    /** When the application's current secret for signing sign-in links (`/loginSign`) was issued; null when it has none. */
    signInSecretIssuedAt: z.string().nullable(),
  },
  filters: { productName: filterBy.contains, categoryId: filterBy.id, enabled: filterBy.flag },
  sorts: PRODUCT_SORTS,
  paths: {
    list: 'POST /product/list',
    info: 'GET /product/info/:id',
    create: 'POST /product/save',
    update: 'POST /product/edit',
    delete: 'GET /product/delByIds/:ids',
    status: 'GET /product/changeStatus/:id/:status',
  },
  unique: { appId: { ignoreCase: true, message: MESSAGES.appIdTaken } },
  notFound: MESSAGES.productNotFound,
  access: { info: onPages(['product-manage', 'product-config', 'position-config'], 'view') },
});

export const productRecord = productsCrud.record;
export type ProductRecord = z.infer<typeof productRecord>;

/** An application as the shell shows it: enough to draw its item and open it. */
export const productLink = z.object({
  id: z.number().int(),
  appId: z.string(),
  productName: z.string(),
  productBackUrl: z.string(),
  icon: z.string(),
});
export type ProductLink = z.infer<typeof productLink>;

/** A product-search option (spec §3), with its sub-applications. */
export interface ProductSearchOption { product_id: number; product_name: string; app_id: string; product_back_url: string; child: ProductSearchOption[] }
export const productSearchOption: z.ZodType<ProductSearchOption> = z.lazy(() => z.object({
  product_id: z.number().int(), product_name: z.string(), app_id: z.string(), product_back_url: z.string(), child: z.array(productSearchOption),
}));

export const PRODUCT_SEARCH_MAX = 20;

export const productsRoutes = {
  ...productsCrud.routes,
  allList: defineRoute({
    method: 'GET', path: '/product/getAllList', access: onPages(['product-manage', 'product-config', 'position-config', 'role-manage', ...USER_PAGES, 'domain-manage', 'menu-manage'], 'view'),
    title: '全部应用', titleEn: 'All applications',
    summary: 'Every application, for pickers', data: z.array(productRecord),
  }),
  pinned: defineRoute({
    method: 'GET', path: '/product/pinned', access: SIGNED_IN,
    title: '常用应用', titleEn: 'Pinned applications',
    summary: "The applications pinned to the caller's top bar, in the caller's order (only those the caller may still use)",
    data: z.array(productLink),
  }),
  savePinned: defineRoute({
    method: 'POST', path: '/product/pinned/save', access: SIGNED_IN, bodyEncoding: 'json',
    title: '设置常用应用', titleEn: 'Pin applications',
    summary: "Pins these applications to the caller's top bar in this order (1 to 10, each one the caller may use)",
    body: z.strictObject({ productIds: idList }), data: z.array(productLink), message: MESSAGES.pinnedSaved,
  }),
  issueKey: defineRoute({
    method: 'POST', path: '/product/appKey/:id', access: onPage('product-manage', 'edit'),
    title: '生成应用密钥', titleEn: 'Issue an application key',
    summary: "Issues the application a new key for calling the platform (HTTP Basic, its appId and this key); the key is shown this once and the previous one stops working",
    params: z.strictObject({ id }), data: z.object({ appId: z.string(), key: z.string() }),
  }),
  revokeKey: defineRoute({
    method: 'POST', path: '/product/appKey/:id/revoke', access: onPage('product-manage', 'edit'),
    title: '收回应用密钥', titleEn: 'Revoke an application key',
    summary: "Withdraws the application's key: its calls to the platform are refused until a new one is issued",
    params: z.strictObject({ id }), data: z.object({ revoked: z.boolean() }),
  }),
  issueSignInSecret: defineRoute({
    method: 'POST', path: '/product/signInSecret/:id', access: onPage('product-manage', 'edit'),
    title: '生成签名登录密钥', titleEn: 'Issue a sign-in secret',
    summary: "Issues the application a new secret to sign sign-in links with (`/user/loginSign`); the secret is shown this once and links signed with the previous one stop working",
    params: z.strictObject({ id }), data: z.object({ appId: z.string(), secret: z.string() }),
  }),
  revokeSignInSecret: defineRoute({
    method: 'POST', path: '/product/signInSecret/:id/revoke', access: onPage('product-manage', 'edit'),
    title: '收回签名登录密钥', titleEn: 'Revoke a sign-in secret',
    summary: "Withdraws the application's sign-in secret: its sign-in links are refused until a new one is issued",
    params: z.strictObject({ id }), data: z.object({ revoked: z.boolean() }),
  }),
  search: defineRoute({
    method: 'GET', path: '/product/search', access: SIGNED_IN,
    title: '搜索应用', titleEn: 'Search applications',
    summary: 'Applications the caller may use whose name contains a text, with their sub-applications',
    query: z.strictObject({ name: textFilter }), data: z.array(productSearchOption),
  }),
};

// ---- configuration of one application: its menus' permission aliases ----

export const permAlias = z.object({ menuId: z.number().int(), permType: z.enum(PERM_TYPES), alias: z.string() });
export type PermAlias = z.infer<typeof permAlias>;

export const productConfigRoutes = {
  aliases: defineRoute({
    method: 'GET', path: '/saas/productPermsAlia/list', access: onPage('product-config', 'view'),
    title: '权限别名', titleEn: 'Permission aliases',
    summary: "An application's names for the permission types of its menus", query: z.strictObject({ productId: id }), data: z.array(permAlias),
  }),
  saveAliases: defineRoute({
    method: 'POST', path: '/saas/productPermsAlia/saveOrUpdate', access: onPage('product-config', 'edit'), bodyEncoding: 'json',
    title: '设置权限别名', titleEn: 'Set permission aliases',
    summary: "Sets an application's permission aliases (a blank alias removes one); returns all of them",
    body: z.strictObject({
      productId: id,
      aliases: z.array(z.strictObject({ menuId: id, permType: z.enum(PERM_TYPES), alias: text(20) })).max(1000),
    }),
    data: z.array(permAlias),
  }),
};

// ---- SaaS products: the applications offered to customer accounts ----

/** Per-product data a SaaS product carries: flat keys with short values. */
export const saasProductData = z.record(z.string().regex(/^[A-Za-z][\w.-]{0,49}$/), z.union([z.string().max(500), z.number(), z.boolean()]))
  .refine((data) => Object.keys(data).length <= 50, MESSAGES.inputRules.atMostItems(50));

export const saasProductsCrud = defineCrud({
  name: 'saasProduct',
  page: 'product-manage',
  noun: ['SaaS product', 'SaaS products', 'SaaS 产品'],
  fields: { productId: id, title: optional(text(50)), description: optional(text(500)), sort: sort.optional(), enabled: flag.optional() },
  createOnly: ['productId'],
  readOnly: { appId: z.string(), productName: z.string(), data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])) },
  filters: {},
  sorts: ['id'],
  paths: { create: 'POST /saas/product/save', update: 'POST /saas/product/update', delete: 'GET /saas/product/delete' },
  notFound: MESSAGES.saasProductNotFound,
  bodyEncoding: 'json',
});

export const saasProductRecord = saasProductsCrud.record;
export type SaasProductRecord = z.infer<typeof saasProductRecord>;

export const saasProductsRoutes = {
  ...saasProductsCrud.routes,
  listAll: defineRoute({
    method: 'GET', path: '/saas/product/listAll', access: onPage('product-manage', 'view'), title: '全部 SaaS 产品', titleEn: 'All SaaS products', summary: 'Every SaaS product',
    data: z.array(saasProductRecord),
  }),
  queryByAppId: defineRoute({
    method: 'GET', path: '/saas/product/queryByAppId', access: SIGNED_IN, title: '按应用查询 SaaS 产品', titleEn: 'SaaS product of an application', summary: 'The enabled SaaS product of an application',
    query: z.strictObject({ appId }), data: saasProductRecord,
  }),
  editData: defineRoute({
    method: 'POST', path: '/saas/product/editData', access: onPage('product-manage', 'edit'), bodyEncoding: 'json',
    title: '修改 SaaS 产品数据', titleEn: 'Change SaaS product data',
    summary: "Replaces a SaaS product's per-product data", body: z.strictObject({ id, data: saasProductData }), data: saasProductRecord,
  }),
};

// ---- who may use which application ----

export const userProductGrants = z.object({
  /** Granted to the user directly. */
  productIds: z.array(z.number().int()),
  /** Granted through the user's roles. */
  viaRoles: z.array(z.number().int()),
});

export const productGrant = z.object({
  id: z.number().int(),
  appId: z.string(),
  productName: z.string(),
  categoryName: z.string().nullable(),
  granted: z.boolean(),
  /** Pages of the application's menu tree: what a grant of the application opens to role grants. */
  pageCount: z.number().int(),
});

export const productGrantsRoutes = {
  ofUser: defineRoute({
    method: 'GET', path: '/user/product/list', access: onPages(USER_PAGES, 'view'), title: '用户的应用', titleEn: 'Applications of a user', summary: 'Applications granted to a user, directly and through roles',
    query: z.strictObject({ userId: id }), data: userProductGrants,
  }),
  saveOfUser: defineRoute({
    method: 'POST', path: '/user/product/save', access: onPages(USER_PAGES, 'edit'), bodyEncoding: 'json',
    title: '设置用户的应用', titleEn: 'Set a user\'s applications',
    summary: 'Sets the applications granted to a user directly', body: z.strictObject({ userId: id, productIds: idList }), data: userProductGrants,
  }),
  ofRole: defineRoute({
    method: 'GET', path: '/user/product/listByRole', access: onPage('role-manage', 'view'), title: '角色的应用', titleEn: 'Applications of a role', summary: 'Ids of the applications granted to a role',
    query: z.strictObject({ roleId: id }), data: z.array(z.number().int()),
  }),
  pagesOfRole: defineRoute({
    method: 'GET', path: '/role/productPageVos', access: onPage('role-manage', 'view'),
    title: '角色可用的应用页面', titleEn: 'Application pages of a role',
    summary: 'Every application with whether a role may use it and how many pages it has', query: z.strictObject({ roleId: id }), data: z.array(productGrant),
  }),
  saveOfRole: defineRoute({
    method: 'POST', path: '/role/product/save', access: onPage('role-manage', 'edit'), bodyEncoding: 'json',
    title: '设置角色的应用', titleEn: 'Set a role\'s applications',
    summary: 'Sets the applications granted to a role', body: z.strictObject({ roleId: id, productIds: idList }), data: z.array(z.number().int()),
  }),
};

export const productCategoriesDomain = defineDomain('productCategories', productCategoriesRoutes);
export const productsDomain = defineDomain('products', productsRoutes);
export const productConfigDomain = defineDomain('productConfig', productConfigRoutes);
export const saasProductsDomain = defineDomain('saasProducts', saasProductsRoutes);
export const productGrantsDomain = defineDomain('productGrants', productGrantsRoutes);
