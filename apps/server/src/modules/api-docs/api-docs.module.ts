import { defineModule } from '../../module.ts';

/** The OpenAPI document of the contract, for integrators and the API reference page. */
export const apiDocsModule = defineModule({
  name: 'api-docs',
  build: ({ apiDocument }) => {
    let document: string | undefined;
    return { handlers: { openApi: { document: async () => (document ??= JSON.stringify(apiDocument())) } } };
  },
});
