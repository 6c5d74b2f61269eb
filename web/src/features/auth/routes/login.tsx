// Login (spec §2, §5, §8): email and password; on success back to the intended page or the dashboard.
import { useState } from 'react';
import { Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ROUTES, pathTo } from '@shared/routes';
import { ERROR_MESSAGES } from '@shared/validation/messages';
import { ZLoginForm } from '@shared/validation/login';
import { afterLoginPath } from '@/app/guards';
import { FormMessage } from '@/components/ui/form-message';
import { signIn } from '@/lib/session-store';
import { formErrorLines } from '@/lib/trpc-error';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useLogin } from '../api/login';
import { AuthCard } from '../components/auth-card';

function LoginRoute() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const login = useLogin();
  const [serverError, setServerError] = useState<string[]>([]);
  const form = useSchemaForm(ZLoginForm, { email: '', password: '' });

  const submit = form.onSubmit((values) => {
    setServerError([]);
    login.mutate(values, {
      onSuccess: (response) => {
        // The server's reader refused an answer without a token (spec §8), so a success has one.
        signIn(response.data.user, response.data.token);
        void navigate(afterLoginPath(searchParams.get('next')), { replace: true });
      },
      onError: (error) => setServerError(formErrorLines(error, ERROR_MESSAGES.loginNoToken)),
    });
  });

  return (
    <AuthCard title={ROUTES.login.title}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
          <PasswordInput label="Password" autoComplete="current-password" required {...form.getInputProps('password')} />
          <Button type="submit" loading={login.isPending} fullWidth>
            Log in
          </Button>
          <FormMessage tone="error" lines={serverError} />
          <Anchor component={Link} to={pathTo('password_reset_request')} size="sm">
            Forgot password?
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}

export { LoginRoute as Component };
