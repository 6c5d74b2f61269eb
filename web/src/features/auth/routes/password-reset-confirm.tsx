// Password reset confirm (spec §2, §5, §9): reads token and email from the link's query; after
// success shows the message and goes to login 2 seconds later.
import { useEffect, useState } from 'react';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_RESET_REDIRECT_MS } from '@shared/constants';
import { ROUTES, pathTo } from '@shared/routes';
import { ERROR_MESSAGES } from '@shared/validation/messages';
import { ZPasswordResetConfirmForm } from '@shared/validation/password-reset-confirm';
import { FormMessage } from '@/components/ui/form-message';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { AuthCard } from '../components/auth-card';
import { readOnlyField } from '@/components/ui/read-only-field';

type TOutcome = { tone: 'success' | 'error'; message: string } | null;

function PasswordResetConfirmRoute() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const confirm = useConfirmPasswordReset();
  const [outcome, setOutcome] = useState<TOutcome>(null);
  const form = useSchemaForm(ZPasswordResetConfirmForm, { password: '', password_confirmation: '' });
  const token = searchParams.get('token') ?? '';
  const email = searchParams.get('email') ?? '';
  const isDone = outcome?.tone === 'success';

  useEffect(() => {
    if (!isDone) return;
    const timer = setTimeout(() => void navigate(pathTo('login')), PASSWORD_RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [isDone, navigate]);

  const submit = form.onSubmit((values) => {
    setOutcome(null);
    confirm.mutate(
      { ...values, token, email },
      {
        onSuccess: (response) => setOutcome({ tone: 'success', message: response.message }),
        onError: () => setOutcome({ tone: 'error', message: ERROR_MESSAGES.passwordResetConfirm }),
      },
    );
  });

  return (
    <AuthCard title={ROUTES.password_reset_confirm.title}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label="Email" value={email} {...readOnlyField(true)} />
          <PasswordInput label="New password" autoComplete="new-password" required {...form.getInputProps('password')} />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            required
            {...form.getInputProps('password_confirmation')}
          />
          <Button type="submit" loading={confirm.isPending} disabled={isDone} fullWidth>
            Reset password
          </Button>
          {outcome && <FormMessage tone={outcome.tone} lines={[outcome.message]} />}
        </Stack>
      </form>
    </AuthCard>
  );
}

export { PasswordResetConfirmRoute as Component };
