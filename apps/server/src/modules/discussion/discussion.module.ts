import { topicsCrud } from '@console/contract/discussion';
import { actorOf } from '../../crud/audit.ts';
import { crudHandlers } from '../../crud/crud-handlers.ts';
import { callerOf } from '../../http/access.ts';
import { defineModule } from '../../module.ts';
import { addDemoDiscussion } from './discussion.demo.ts';
import { RepliesService } from './replies.service.ts';
import { TopicsService, type Moderates } from './topics.service.ts';

/** 专题研讨: topics and their replies; moderators (the hidden 管理专题 page) close, pin and tidy up. */
export const discussionModule = defineModule({
  name: 'discussion',
  after: ['files', 'users'],
  build: ({ db, services }) => {
    const moderates: Moderates = async (userId) => userId !== null && services.access.isAllowed(userId, ['thematicDiscussion-manage'], 'view');
    const topics = new TopicsService(db, services.files, moderates);
    const replies = new RepliesService(db, topics);
    return {
      handlers: {
        discussion: {
          ...crudHandlers(topicsCrud, topics),
          info: async ({ params }, request) => topics.read(callerOf(request).userId, params.id),
          close: async ({ body }, request) => topics.moderate(actorOf(request), body.id, { status: body.closed ? 'closed' : 'open' }),
          pin: async ({ body }, request) => topics.moderate(actorOf(request), body.id, { pinned: body.pinned }),
          tags: async () => topics.tagsInUse(),
          replies: async ({ query }) => replies.list(query.topicId, query.pageNumber, query.pageSize),
          reply: async ({ body }, request) => replies.create(actorOf(request), body),
          editReply: async ({ body }, request) => replies.update(actorOf(request), body.id, body.body),
          deleteReply: async ({ body }, request) => ({ deleted: await replies.delete(actorOf(request), body.id) }),
        },
      },
      demo: (actor) => addDemoDiscussion(db, actor, topics, replies),
    };
  },
});
