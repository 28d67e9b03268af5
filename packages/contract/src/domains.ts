/**
 * Every domain of the contract, each a namespace of its own (what its file exports, imported elsewhere
 * as `@console/contract/<file>`): two domains may use the same names. `CONTRACT` is gathered from them.
 * Written by `npm run index` (scripts/domain-index.mjs) from the files found: do not edit.
 */
export * as account from './routes/account.ts';
export * as auth from './routes/auth.ts';
export * as cache from './routes/cache.ts';
export * as companies from './routes/companies.ts';
export * as companyWatch from './routes/company-watch.ts';
export * as departments from './routes/departments.ts';
export * as dicts from './routes/dicts.ts';
export * as discussion from './routes/discussion.ts';
export * as domains from './routes/domains.ts';
export * as files from './routes/files.ts';
export * as generator from './routes/generator.ts';
export * as home from './routes/home.ts';
export * as jobs from './routes/jobs.ts';
export * as logs from './routes/logs.ts';
export * as menu from './routes/menu.ts';
export * as messages from './routes/messages.ts';
export * as monitoring from './routes/monitoring.ts';
export * as oauth2 from './routes/oauth2.ts';
export * as onlineUsers from './routes/online-users.ts';
export * as openApi from './routes/open-api.ts';
export * as openPlatform from './routes/open-platform.ts';
export * as products from './routes/products.ts';
export * as roles from './routes/roles.ts';
export * as router from './routes/router.ts';
export * as saasView from './routes/saas-view.ts';
export * as settings from './routes/settings.ts';
export * as signedSignIn from './routes/signed-sign-in.ts';
export * as sms from './routes/sms.ts';
export * as social from './routes/social.ts';
export * as subAccounts from './routes/sub-accounts.ts';
export * as training from './routes/training.ts';
export * as twoFactor from './routes/two-factor.ts';
export * as users from './routes/users.ts';
export * as versions from './routes/versions.ts';
export * as webServices from './routes/web-services.ts';
