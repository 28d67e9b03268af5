import { CrudPage } from '../../crud/crud-page.tsx';
import { noticesResource } from './message-manage.resource.tsx';
import { listPrefetch } from '../../crud/prefetch.ts';

export const prefetch = listPrefetch(noticesResource);

/** 消息管理: the notices administrators sent, how many received and read each; sending one, withdrawing some. */
export default function MessageManagePage() {
  return <CrudPage resource={noticesResource} />;
}
