// Written by `npm run index` (scripts/domain-index.mjs) from the files found: do not edit.
import { authModule } from './modules/auth/auth.module.ts';
import { sessionsModule } from './modules/auth/sessions.module.ts';
import { twoFactorModule } from './modules/auth/two-factor.module.ts';
import { companiesModule } from './modules/companies/companies.module.ts';
import { departmentsModule } from './modules/departments/departments.module.ts';
import { dictsModule } from './modules/dicts/dicts.module.ts';
import { discussionModule } from './modules/discussion/discussion.module.ts';
import { domainsModule } from './modules/domains/domains.module.ts';
import { filesModule } from './modules/files/files.module.ts';
import { generatorModule } from './modules/generator/generator.module.ts';
import { homeModule } from './modules/home/home.module.ts';
import { jobsModule } from './modules/jobs/jobs.module.ts';
import { logsModule } from './modules/logs/logs.module.ts';
import { menusModule } from './modules/menu/menu.module.ts';
import { messagesModule } from './modules/messages/messages.module.ts';
import { monitoringModule } from './modules/monitoring/monitoring.module.ts';
import { oauth2Module } from './modules/oauth2/oauth2.module.ts';
import { apiDocsModule } from './modules/open-api/open-api.module.ts';
import { openPlatformModule } from './modules/open-platform/open-platform.module.ts';
import { productsModule } from './modules/products/products.module.ts';
import { rolesModule } from './modules/roles/roles.module.ts';
import { routerModule } from './modules/router/router.module.ts';
import { configModule } from './modules/settings/settings.module.ts';
import { signedSignInModule } from './modules/signed-sign-in/signed-sign-in.module.ts';
import { smsModule } from './modules/sms/sms.module.ts';
import { socialModule } from './modules/social/social.module.ts';
import { trainingModule } from './modules/training/training.module.ts';
import { usersModule } from './modules/users/users.module.ts';
import { versionsModule } from './modules/versions/versions.module.ts';
import { webServicesModule } from './modules/web-services/web-services.module.ts';

/** Every module of the server, in no particular order: `module-order.ts` orders them by what each declares it needs. */
export const FOUND_MODULES = [
  authModule,
  sessionsModule,
  twoFactorModule,
  companiesModule,
  departmentsModule,
  dictsModule,
  discussionModule,
  domainsModule,
  filesModule,
  generatorModule,
  homeModule,
  jobsModule,
  logsModule,
  menusModule,
  messagesModule,
  monitoringModule,
  oauth2Module,
  apiDocsModule,
  openPlatformModule,
  productsModule,
  rolesModule,
  routerModule,
  configModule,
  signedSignInModule,
  smsModule,
  socialModule,
  trainingModule,
  usersModule,
  versionsModule,
  webServicesModule,
] as const;
