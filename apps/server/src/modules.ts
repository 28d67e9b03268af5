import type { DomainName } from '@console/contract';
import type { ServedBy } from './module.ts';
import { departmentsModule } from './modules/departments/departments.module.ts';
import { menusModule } from './modules/menu/menu.module.ts';
import { rolesModule } from './modules/roles/roles.module.ts';
import { sessionsModule } from './modules/auth/sessions.module.ts';
import { usersModule } from './modules/users/users.module.ts';
import { authModule } from './modules/auth/auth.module.ts';
import { domainsModule } from './modules/domains/domains.module.ts';
import { productsModule } from './modules/products/products.module.ts';
import { filesModule } from './modules/files/files.module.ts';
import { configModule } from './modules/settings/settings.module.ts';
import { jobsModule } from './modules/jobs/jobs.module.ts';
import { dictsModule } from './modules/dicts/dicts.module.ts';
import { apiDocsModule } from './modules/open-api/open-api.module.ts';
import { messagesModule } from './modules/messages/messages.module.ts';
import { homeModule } from './modules/home/home.module.ts';
import { routerModule } from './modules/router/router.module.ts';
import { monitoringModule } from './modules/monitoring/monitoring.module.ts';
import { webServicesModule } from './modules/web-services/web-services.module.ts';
import { logsModule } from './modules/logs/logs.module.ts';
import { openPlatformModule } from './modules/open-platform/open-platform.module.ts';
import { oauth2Module } from './modules/oauth2/oauth2.module.ts';
import { smsModule } from './modules/sms/sms.module.ts';
import { twoFactorModule } from './modules/auth/two-factor.module.ts';
import { signedSignInModule } from './modules/signed-sign-in/signed-sign-in.module.ts';
import { socialModule } from './modules/social/social.module.ts';
import { versionsModule } from './modules/versions/versions.module.ts';
import { companiesModule } from './modules/companies/companies.module.ts';
import { trainingModule } from './modules/training/training.module.ts';
import { discussionModule } from './modules/discussion/discussion.module.ts';
import { generatorModule } from './modules/generator/generator.module.ts';

/** Every module of the server, in the order they are built and seeded: one line each. */
export const MODULES = [
  configModule,
  jobsModule,
  departmentsModule,
  menusModule,
  rolesModule,
  sessionsModule,
  usersModule,
  authModule,
  domainsModule,
  productsModule,
  filesModule,
  dictsModule,
  messagesModule,
  homeModule,
  routerModule,
  monitoringModule,
  webServicesModule,
  openPlatformModule,
  oauth2Module,
  smsModule,
  twoFactorModule,
  signedSignInModule,
  socialModule,
  versionsModule,
  companiesModule,
  trainingModule,
  discussionModule,
  generatorModule,
  logsModule,
  apiDocsModule,
] as const;

type Unserved = Exclude<DomainName, ServedBy<(typeof MODULES)[number]>>;
/** Fails to compile, naming the domain, when a contract domain has no module serving it. */
export const EVERY_DOMAIN_SERVED: [Unserved] extends [never] ? true : Unserved = true;
