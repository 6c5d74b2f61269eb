// Sign-in, registration and password reset (spec §7, first table). Inputs use the shared form
// rules, so a refused field carries the spec's own message; the gateway applies its own rules too.
import { ZLoginForm } from '../../../shared/validation/login';
import { ZPasswordResetConfirmInput } from '../../../shared/validation/password-reset-confirm';
import { ZPasswordResetRequestForm } from '../../../shared/validation/password-reset-request';
import { ZRegisterForm } from '../../../shared/validation/register';
import { ERROR_MESSAGES } from '../../../shared/validation/messages';
import { createTRPCRouter, publicProcedure } from '../init';

export const authRouter = createTRPCRouter({
  login: publicProcedure
    .meta({ whenRefusedSilently: ERROR_MESSAGES.loginNoToken })
    .input(ZLoginForm)
    .mutation(({ ctx, input }) => ctx.gateway.call('login', input)),
  register: publicProcedure
    .meta({ whenRefusedSilently: ERROR_MESSAGES.registerNoToken })
    .input(ZRegisterForm)
    .mutation(({ ctx, input }) => ctx.gateway.call('register', input)),
  requestPasswordReset: publicProcedure
    .meta({ whenRefusedSilently: ERROR_MESSAGES.passwordResetRequest })
    .input(ZPasswordResetRequestForm)
    .mutation(({ ctx, input }) => ctx.gateway.call('requestPasswordReset', input)),
  confirmPasswordReset: publicProcedure
    .meta({ whenRefusedSilently: ERROR_MESSAGES.passwordResetConfirm })
    .input(ZPasswordResetConfirmInput)
    .mutation(({ ctx, input }) => ctx.gateway.call('confirmPasswordReset', input)),
});
