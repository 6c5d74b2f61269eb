// Notifications: the alerts of the user's business accounts and their read marks. The emulator's
// own endpoints: a real gateway without them answers 404, and the list then says it is not
// available, so the top bar hides the bell instead of showing an error.
import { endpoints } from '../../../shared/contract/endpoints';
import { createTRPCRouter, endpointMutation, protectedProcedure } from '../init';
import { unlessMissing } from '../unless-missing';

export const notificationsRouter = createTRPCRouter({
  list: protectedProcedure
    .input(endpoints.listNotifications.request)
    .query(({ ctx, input }) => unlessMissing(() => ctx.gateway.call('listNotifications', input, ctx.token))),
  markRead: endpointMutation('markNotificationsRead'),
});
