// Admin lists (spec §7, admin calls); the gateway answers 403 to anyone but admins. Saved
// credentials are masked for admins as for clients: no screen needs them whole. And the
// presenter's Reset demo data (issue 47), which the emulator's control surface judges.
import { TRPCError } from '@trpc/server';
import { endpoints } from '../../../shared/contract/endpoints';
import { SERVER_ONLY_MESSAGES } from '../../../shared/validation/messages';
import { endpointQuery, protectedProcedure } from '../init';
import type { TTrpcContext } from '../init';
import { maskServices } from '../mask-secrets';
import { mutation, query } from '../procedure-catalogue';

/** Only an admin resets: the gateway's users list (its first page) answers 403 to anyone else. */
const assertAdmin = async (ctx: TTrpcContext): Promise<void> => {
  await ctx.gateway.call('adminUsers', { page: 1 }, ctx.token);
};

/** The control surface's own sentence (a Host, socket or site it refuses), else a plain one. */
const refusalOf = async (answer: Response): Promise<TRPCError> => {
  if (answer.status === 404) return new TRPCError({ code: 'NOT_FOUND', message: SERVER_ONLY_MESSAGES.noDemoData });
  const body = (await answer.json().catch(() => null)) as { message?: unknown } | null;
  const message = typeof body?.message === 'string' ? body.message : SERVER_ONLY_MESSAGES.demoResetFailed;
  return new TRPCError({ code: answer.status === 403 ? 'FORBIDDEN' : 'BAD_REQUEST', message });
};

export const adminCatalogue = {
  users: query(endpoints.adminUsers.request),
  businessAccounts: query(endpoints.adminBusinessAccounts.request),
  businessAccount: query(endpoints.adminBusinessAccount.request),
  businessAccountServices: query(endpoints.adminBusinessAccountServices.request),
  demoResetAvailable: query(null),
  resetDemoData: mutation(null),
};

export const adminProcedures = {
  users: endpointQuery('adminUsers'),
  businessAccounts: endpointQuery('adminBusinessAccounts'),
  businessAccount: endpointQuery('adminBusinessAccount'),
  businessAccountServices: protectedProcedure
    .input(adminCatalogue.businessAccountServices.input)
    .query(async ({ ctx, input }) => maskServices(await ctx.gateway.call('adminBusinessAccountServices', input, ctx.token))),
  /** Whether this browser may reset the demo data: emulator mode, asked from this machine, by an admin. */
  demoResetAvailable: protectedProcedure.query(async ({ ctx }) => {
    await assertAdmin(ctx);
    const answer = await ctx.askControlSurface?.({ method: 'GET', path: '/emulator/snapshots' });
    return { available: answer?.ok === true };
  }),
  /** Every record back as the demo seed has it today; every session issued before ends, the admin's too. */
  resetDemoData: protectedProcedure.mutation(async ({ ctx }) => {
    await assertAdmin(ctx);
    const answer = await ctx.askControlSurface?.({ method: 'POST', path: '/emulator/reset' });
    if (!answer) throw new TRPCError({ code: 'NOT_FOUND', message: SERVER_ONLY_MESSAGES.noDemoData });
    if (!answer.ok) throw await refusalOf(answer);
    return { reset: true as const };
  }),
};
