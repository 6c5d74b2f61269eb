// Sign-in, registration and password reset (spec §7, first table). Inputs are the contract's
// requests, which are the guest forms' own schemas: a refused field carries the spec's message.
import { endpoints } from '../../../shared/contract/endpoints';
import type { TEndpointName, TEndpoints } from '../../../shared/contract/endpoints';
import { ERROR_MESSAGES } from '../../../shared/validation/messages';
import { createTRPCRouter, publicProcedure } from '../init';

/** A guest form's mutation: its input to one gateway endpoint, without a token (see endpointMutation). */
const guestMutation = <N extends TEndpointName>(name: N, whenRefusedSilently: string) =>
  publicProcedure.meta({ whenRefusedSilently }).input(endpoints[name].request as TEndpoints[N]['request']).mutation(({ ctx, input }) => ctx.gateway.call(name, input as never));

export const authRouter = createTRPCRouter({
  login: guestMutation('login', ERROR_MESSAGES.loginNoToken),
  register: guestMutation('register', ERROR_MESSAGES.registerNoToken),
  requestPasswordReset: guestMutation('requestPasswordReset', ERROR_MESSAGES.passwordResetRequest),
  confirmPasswordReset: guestMutation('confirmPasswordReset', ERROR_MESSAGES.passwordResetConfirm),
});
