import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { DICT_TYPES, dictEntriesCrud, dictsCrud, type DictOption, type PositionChoice } from '@console/contract/dicts';
import { actorOf } from '../../crud/audit.ts';
import { crudHandlers } from '../../crud/crud-handlers.ts';
import { languageOf } from '../../http/language.ts';
import { defineModule } from '../../module.ts';
import { keepEncoding } from '../../platform/versioned-answers.ts';
import { whenHere } from '../../platform/maybe-promise.ts';
import { products } from '../products/products.table.ts';
import type { DictsApi } from './dicts.api.ts';
import { entriesInEnglish, PRODUCT_DICTS, type SeedDict } from './dict-seed.ts';
import { DictEntriesService, DictsService, PositionConfigService } from './dicts.service.ts';

/** The channel the triggers of the dictionary tables notify (the `dicts_extras` migration). */
export const DICTS_CHANGED = 'dicts_changed';

/** Demo dictionaries a business would add for its own pages. */
const DEMO_DICTS: SeedDict[] = [
  {
    type: 'education', name: '学历', description: '人才档案的最高学历',
    entries: ['高中及以下', '大专', '本科', '硕士', '博士'].map((label, index) => ({ label, value: String(index + 1) })),
  },
  {
    type: 'company_scale', name: '企业规模', description: '按员工人数',
    entries: [
      { label: '20 人以下', value: 'micro', color: 'default' }, { label: '20-99 人', value: 'small', color: 'blue' },
      { label: '100-499 人', value: 'medium', color: 'cyan' }, { label: '500 人以上', value: 'large', color: 'geekblue' },
    ],
  },
];

/** Data dictionaries, their entries (what every select of the web reads) and the occupations each application offers. */
export const dictsModule = defineModule({
  name: 'dicts',
  build: ({ db, memoOf }) => {
    const memo = memoOf(DICTS_CHANGED);
    const dicts = new DictsService(db);
    const entries = new DictEntriesService(db);
    const positions = new PositionConfigService(db);
    const api: DictsApi = {
      optionsOf: (type) => whenHere(memo.remember<DictOption[]>(`type:${type}`, async () => keepEncoding(await entries.optionsOf(type))), (options) => options!),
      readOptionsOf: (db, type) => entries.optionsOf(type, db),
    };
    const inEnglish = (type: string) =>
      whenHere(memo.remember<DictOption[]>(`en:${type}`, async () => keepEncoding(entriesInEnglish(type, await entries.optionsOf(type)))), (options) => options!);
    const occupationsFor = (request: FastifyRequest, choices: PositionChoice[]) =>
      (languageOf(request) === 'en' ? entriesInEnglish(DICT_TYPES.occupation, choices) : choices);
    return {
      provides: { dicts: api },
      handlers: {
        dicts: {
          ...crudHandlers(dictsCrud, dicts),
          all: async () => dicts.all(),
          search: async ({ query }) => dicts.search(query.key),
          delete: async ({ params, query }, request) => ({
            deleted: await dicts.delete(actorOf(request), params.ids, undefined, { cascade: query.withEntries }),
          }),
        },
        dictEntries: {
          ...crudHandlers(dictEntriesCrud, entries),
          byType: ({ params }, request) => (languageOf(request) === 'en' ? inEnglish(params.type) : api.optionsOf(params.type)),
        },
        positionConfig: {
          ofProduct: async ({ query }, request) => occupationsFor(request, await positions.ofProduct(query.productId)),
          save: async ({ body }, request) => occupationsFor(request, await positions.save(actorOf(request), body.productId, body.entryIds)),
        },
      },
      seed: (tx) => dicts.seed(tx, PRODUCT_DICTS),
      demo: async (actor) => {
        await dicts.seed(db, DEMO_DICTS);
        const [talentHub] = await db.select({ id: products.id }).from(products).where(eq(products.appId, 'talentHub'));
        const occupations = await entries.list({ pageNumber: 1, pageSize: 8, order: 'asc', dictId: (await dicts.search('occupation'))[0]?.id });
        if (talentHub) await positions.save(actor, talentHub.id, occupations.records.map((entry) => entry.id));
      },
    };
  },
});
