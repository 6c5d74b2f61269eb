// Notifications: the alerts of the user's business accounts and their read marks. The emulator's
// own endpoints: a real gateway without them answers 404, and the list then says it is not
// available, so the top bar hides the bell instead of showing an error.
import { endpoints } from '../../../shared/contract/endpoints';
import { endpointMutation, protectedProcedure } from '../init';
import { unlessMissing } from '../unless-missing';
import { mutation, query } from '../procedure-catalogue';

export const notificationsCatalogue = {
  list: query(endpoints.listNotifications.request),
  markRead: mutation(endpoints.markNotificationsRead.request),
};

export const notificationsProcedures = {
  list: protectedProcedure
    .input(notificationsCatalogue.list.input)
    .query(({ ctx, input }) => unlessMissing(() => ctx.gateway.call('listNotifications', input, ctx.token))),
  markRead: endpointMutation('markNotificationsRead'),
};
