import { componentRoutes } from '@console/contract';
import { routesMatching } from '@console/contract/router';
import { defineModule } from '../../module.ts';

/** The component routes: the page list the contract holds, as the web app routes it. */
export const routerModule = defineModule({
  name: 'router',
  build: () => ({ handlers: { router: { list: ({ query }) => routesMatching(query.name, componentRoutes()) } } }),
});
