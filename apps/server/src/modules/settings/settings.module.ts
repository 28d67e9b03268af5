import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@console/contract';
import { SETTING_PAGES, settingGroupOf, settingsCrud, type SettingGroup } from '@console/contract/settings';
import { actorOf } from '../../crud/audit.ts';
import { crudHandlers } from '../../crud/crud-handlers.ts';
import { callerOf } from '../../http/access.ts';
import { forbiddenBecause } from '../../http/errors.ts';
import { whenHere } from '../../platform/maybe-promise.ts';
import { defineModule } from '../../module.ts';
import { BUILT_IN_SETTINGS, type BuiltInKey, type BuiltInSettings } from './built-in-settings.ts';
import { DEMO_SETTINGS } from './demo-settings.ts';
import type { SettingsApi } from './settings.api.ts';
import { SettingsService } from './settings.service.ts';

/** The channel the triggers of the settings table notify (the `dicts_extras` migration). */
export const SETTINGS_CHANGED = 'settings_changed';

/** The system configuration: settings by key, their history, and the built-in ones the product reads without a restart. */
export const configModule = defineModule({
  name: 'settings',
  build: ({ db, config, memoOf, services }) => {
    const memo = memoOf(SETTINGS_CHANGED);
    const defaults = Object.fromEntries(Object.entries(BUILT_IN_SETTINGS).map(([key, definition]) => [key, definition.defaultOf(config)])) as Record<BuiltInKey, string>;
    const settings = new SettingsService(db, defaults, async (tx, type) => (await services.dicts.readOptionsOf(tx, type)).map((option) => option.value));
    const api: SettingsApi = {
      read: (key) => whenHere(memo.remember<BuiltInSettings>('builtIn', () => settings.builtInValues()), (values) => values![key]),
      readIn: async (db, key) => (await settings.builtInValues(db))[key],
    };
    /** Whether the caller may change the settings of a group: the security ones on 安全设置, the others on 系统配置. */
    const mayChange = (request: FastifyRequest, group: SettingGroup) => services.access.isAllowed(callerOf(request).userId, [SETTING_PAGES[group]], 'edit');
    return {
      provides: { settings: api },
      handlers: {
        settings: {
          ...crudHandlers(settingsCrud, settings),
          update: async ({ body: { id, ...fields } }, request) => {
            const setting = await settings.get(id);
            const group = settingGroupOf(setting.key);
            if (!(await mayChange(request, group))) {
              throw forbiddenBecause(group === 'security' ? MESSAGES.duties.securitySetting(setting.name) : MESSAGES.duties.generalSetting(setting.name));
            }
            return settings.update(actorOf(request), id, fields);
          },
          byKey: async ({ params }) => settings.byKey(params.key),
          history: async ({ query }) => settings.history(query.id),
          signIn: async () => ({ captcha: await api.read('login.captcha') }),
          uploadLimits: async () => ({ maxSizeMb: await api.read('upload.maxSizeMb'), allowedTypes: await api.read('upload.allowedTypes') }),
        },
      },
      seed: (tx) => settings.seed(tx),
      demo: async (actor) => {
        for (const { nameEn: _nameEn, remarkEn: _remarkEn, ...setting } of DEMO_SETTINGS) await settings.create(actor, setting);
      },
    };
  },
});
