import { z } from 'zod';
import { CUSTOMER, defineDomain, defineRoute } from '../route.ts';
import { id } from '../crud.ts';

/** A SaaS product as a theme of 主题选择: the application it opens and how the card shows it. */
export const saasTheme = z.object({
  /** The SaaS product's id. */
  id: z.number().int(),
  productId: z.number().int(),
  appId: z.string(),
  productName: z.string(),
  productBackUrl: z.string(),
  icon: z.string(),
  title: z.string(),
  description: z.string(),
  /** The theme the account chose last. */
  chosen: z.boolean(),
});
export type SaasTheme = z.infer<typeof saasTheme>;

/** The main account above a sub-account, as its sub-accounts see it. */
export const mainAccountSummary = z.object({ id: z.number().int(), name: z.string(), company: z.string() });

/**
 * What the customer shell shows of the signed-in customer, always from the server: `userType`,
 * `subAccount` and `admin_id` are what local storage keeps, never what it is believed from.
 */
export const saasUserInfo = z.object({
  admin_id: z.number().int(),
  userType: z.number().int(),
  /** The sub-account flag: with no main account above, the account may manage sub-accounts. */
  subAccount: z.boolean(),
  username: z.string(),
  name: z.string(),
  avatar: z.string(),
  /** The account's company; a sub-account's is its main account's. */
  company: z.string(),
  region: z.string(),
  /** Null for a main account. */
  mainAccount: mainAccountSummary.nullable(),
  /** Whether the shell shows 子账号管理: a main account with the sub-account flag. */
  managesSubAccounts: z.boolean(),
  /** The SaaS products the account may use (a sub-account: those its main account allows). */
  themes: z.array(saasTheme),
  /** The theme chosen last, while the account may still use it. */
  activeThemeId: z.number().int().nullable(),
});
export type SaasUserInfo = z.infer<typeof saasUserInfo>;

export const saasViewRoutes = {
  syncSaasUserInfo: defineRoute({
    method: 'GET', path: '/user/product/syncSaasUserInfo', access: CUSTOMER,
    title: '客户账号信息', titleEn: 'Customer account',
    summary: "The signed-in customer's profile, main account, SaaS products and chosen theme, for the customer shell",
    data: saasUserInfo,
  }),
  themes: defineRoute({
    method: 'GET', path: '/saas/theme/list', access: CUSTOMER, title: '主题列表', titleEn: 'Themes', summary: 'The SaaS products (themes) the signed-in customer may use',
    data: z.array(saasTheme),
  }),
  chooseTheme: defineRoute({
    method: 'POST', path: '/saas/theme/choose', access: CUSTOMER, bodyEncoding: 'json',
    title: '选择主题', titleEn: 'Choose a theme',
    summary: 'Makes a SaaS product the active theme of the signed-in customer, remembered for their next visit',
    body: z.strictObject({ id }), data: saasTheme,
  }),
};

export const saasViewDomain = defineDomain('saasView', saasViewRoutes);
