// Sign-in, registration and password reset (spec §7, first table). Inputs are the contract's
// requests, which are the guest forms' own schemas: a refused field carries the spec's message.
import { endpoints } from '../../../shared/contract/endpoints';
import type { TEndpointName, TEndpoints } from '../../../shared/contract/endpoints';
import { ERROR_MESSAGES } from '../../../shared/validation/messages';
import { GatewayError } from '../../gateway/errors';
import type { TThrottledAction } from '../../throttle/auth-throttle';
import { endpointMutation, publicProcedure } from '../init';
import { toTrpcError } from '../gateway-error';
import { mutation } from '../procedure-catalogue';

/**
 * A refusal that is the person's doing (wrong password, spent link) counts, and so does the
 * gateway's 429 (its hashing gate or its own throttle: given back, a flood would cost nothing);
 * the gateway's own failure (down, timed out) does not.
 */
const REFUSAL_CODES = new Set(['BAD_REQUEST', 'UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'UNPROCESSABLE', 'TOO_MANY_REQUESTS']);

/**
 * A guest form's mutation: its input to one gateway endpoint, without a token (see
 * endpointMutation), throttled per address and account first (server/throttle).
 */
const guestMutation = <N extends TEndpointName>(name: N & TThrottledAction, whenRefusedSilently: string) =>
  publicProcedure
    .meta({ whenRefusedSilently })
    .input(endpoints[name].request as TEndpoints[N]['request'])
    .use(async ({ ctx, input, next }) => {
      if (!ctx.throttle) return next();
      const verdict = await ctx.throttle.attempt(name, ctx.clientAddress ?? null, (input as { email: string }).email);
      if (!verdict.allowed) throw toTrpcError(new GatewayError('TOO_MANY_REQUESTS', undefined, { retryAfterSeconds: verdict.retryAfterSeconds }));
      const result = await next();
      const cause = result.ok ? undefined : result.error.cause;
      await verdict.settle(result.ok ? 'succeeded' : cause instanceof GatewayError && REFUSAL_CODES.has(cause.code) ? 'refused' : 'not-judged');
      return result;
    })
    .mutation(({ ctx, input }) => ctx.gateway.call(name, input as never));

export const authCatalogue = {
  login: mutation(endpoints.login.request),
  register: mutation(endpoints.register.request),
  requestPasswordReset: mutation(endpoints.requestPasswordReset.request),
  confirmPasswordReset: mutation(endpoints.confirmPasswordReset.request),
  logout: mutation(endpoints.logout.request),
};

export const authProcedures = {
  login: guestMutation('login', ERROR_MESSAGES.loginNoToken),
  register: guestMutation('register', ERROR_MESSAGES.registerNoToken),
  requestPasswordReset: guestMutation('requestPasswordReset', ERROR_MESSAGES.passwordResetRequest),
  confirmPasswordReset: guestMutation('confirmPasswordReset', ERROR_MESSAGES.passwordResetConfirm),
  /** The gateway ends the session (the token stops working); the SPA clears its storage whatever the answer. */
  logout: endpointMutation('logout'),
};
