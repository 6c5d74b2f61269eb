// Password reset request: mails a reset link; the server's answer is shown under the form.
import { useState } from 'react';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { ROUTES, pathTo } from '@shared/routes';
import { ERROR_MESSAGES } from '@shared/validation/messages';
import { ZPasswordResetRequestForm } from '@shared/validation/password-reset-request';
import { FormMessage } from '@/components/ui/form-message';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthCard } from '../components/auth-card';

type TOutcome = { tone: 'success' | 'error'; message: string } | null;

function PasswordResetRequestRoute() {
  const request = useRequestPasswordReset();
  const [outcome, setOutcome] = useState<TOutcome>(null);
  const form = useSchemaForm(ZPasswordResetRequestForm, { email: '' });

  const submit = form.onSubmit((values) => {
    setOutcome(null);
    request.mutate(values, {
      onSuccess: (response) => setOutcome({ tone: 'success', message: response.message }),
      onError: () => setOutcome({ tone: 'error', message: ERROR_MESSAGES.passwordResetRequest }),
    });
  });

  return (
    <AuthCard title={ROUTES.password_reset_request.title}>
      <Text size="sm" c="dimmed">
        Enter your email and we will send you a link to choose a new password.
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
          <Button type="submit" loading={request.isPending} fullWidth>
            Send reset link
          </Button>
          {outcome && <FormMessage tone={outcome.tone} lines={[outcome.message]} />}
          <Anchor component={Link} to={pathTo('login')} size="sm">
            Back to log in
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}

export { PasswordResetRequestRoute as Component };
