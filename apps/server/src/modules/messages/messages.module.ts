import { MESSAGES } from '@console/contract';
import { noticesCrud } from '@console/contract/messages';
import { SETTING_KEYS } from '@console/contract/settings';
import { crudHandlers } from '../../crud/crud-handlers.ts';
import { applicationOf, callerOf } from '../../http/access.ts';
import { badRequest } from '../../http/errors.ts';
import { languageOf } from '../../http/language.ts';
import { defineModule } from '../../module.ts';
import { InboxService } from './inbox.service.ts';
import { MessageSockets } from './message-sockets.ts';
import { addDemoMessages } from './demo-messages.ts';
import { NOTICES_ONLY, NoticesService } from './notices.service.ts';
import { PasswordReminders } from './password-reminders.ts';
import { recordStartNode, usersByName } from './messages.repository.ts';

/** Messages and to-dos: each user's inbox, notices, application to-dos, the message socket and the platform's own reminders. */
export const messagesModule = defineModule({
  name: 'messages',
  after: ['departments', 'sessions', 'jobs', 'users', 'roles'],
  build: ({ db, database, cache, sockets, services, log }) => {
    const inbox = new InboxService(db, sockets);
    const notices = new NoticesService(db, inbox, services.departments);
    const messageSockets = new MessageSockets(cache, sockets, services.sessions, log);
    const reminders = new PasswordReminders(db, inbox, () => services.settings.read(SETTING_KEYS.passwordMaxAgeDays));
    const noticeHandlers = crudHandlers(noticesCrud, notices, { scope: async () => NOTICES_ONLY });
    services.jobs.register(reminders.handler());
    return {
      provides: { inbox },
      handlers: {
        messages: {
          todoList: async ({ body }, request) => inbox.search(callerOf(request).userId, body, languageOf(request)),
          search: async ({ body }, request) => inbox.search(callerOf(request).userId, body, languageOf(request)),
          readAll: async (_input, request) => ({ updated: await inbox.readAll(callerOf(request).userId) }),
          count: async (_input, request) => inbox.unreadCount(callerOf(request).userId),
          detail: async ({ params }, request) => inbox.read(callerOf(request).userId, params.id, languageOf(request)),
          clear: async ({ params }, request) => ({ deleted: await inbox.clear(callerOf(request).userId, params.ids) }),
          startNode: async ({ params }, request) => inbox.startNode(callerOf(request).userId, params.procInstId),
          ticket: async (_input, request) => messageSockets.issueTicket(callerOf(request)),
          socket: async ({ query }) => messageSockets.admit(query.ticket),
          sendNotice: noticeHandlers.create,
          notices: noticeHandlers.list,
          deleteNotices: noticeHandlers.delete,
          fromApplication: async ({ body }, request) => {
            const application = applicationOf(request);
            const { found, unknown } = await usersByName(db, body.receivers);
            if (unknown.length > 0) throw badRequest(MESSAGES.unknownRecipients(unknown.join('、')), { unknown });
            const { workflow, startNode, ...message } = body;
            if (workflow && startNode) await recordStartNode(db, { procInstId: workflow.procInstId, ...startNode, appId: application.appId });
            const id = await inbox.send({ ...message, type: workflow ? 'workflow' : message.type, workflow, senderName: application.name, appId: application.appId }, found);
            return { id: id!, recipients: found.length };
          },
        },
      },
      demo: (actor) => addDemoMessages(db, inbox, notices, actor),
      start: async () => {
        const stopWatching = await messageSockets.watch(database);
        return stopWatching;
      },
    };
  },
});
