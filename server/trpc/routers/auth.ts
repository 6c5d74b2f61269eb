// Sign-in, registration and password reset (spec §7, first table). Inputs are the contract's
// requests, which are the guest forms' own schemas: a refused field carries the spec's message.
import { endpoints } from '../../../shared/contract/endpoints';
import { ERROR_MESSAGES } from '../../../shared/validation/messages';
import { createTRPCRouter, publicProcedure } from '../init';

export const authRouter = createTRPCRouter({
  login: publicProcedure
    .meta({ whenRefusedSilently: ERROR_MESSAGES.loginNoToken })
    .input(endpoints.login.request)
    .mutation(({ ctx, input }) => ctx.gateway.call('login', input)),
  register: publicProcedure
    .meta({ whenRefusedSilently: ERROR_MESSAGES.registerNoToken })
    .input(endpoints.register.request)
    .mutation(({ ctx, input }) => ctx.gateway.call('register', input)),
  requestPasswordReset: publicProcedure
    .meta({ whenRefusedSilently: ERROR_MESSAGES.passwordResetRequest })
    .input(endpoints.requestPasswordReset.request)
    .mutation(({ ctx, input }) => ctx.gateway.call('requestPasswordReset', input)),
  confirmPasswordReset: publicProcedure
    .meta({ whenRefusedSilently: ERROR_MESSAGES.passwordResetConfirm })
    .input(endpoints.confirmPasswordReset.request)
    .mutation(({ ctx, input }) => ctx.gateway.call('confirmPasswordReset', input)),
});
