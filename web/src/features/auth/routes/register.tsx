// Register (spec §2, §5, §8): name, email, password and its confirmation; signs in on success.
import { useState } from 'react';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { ROUTES } from '@shared/routes';
import { ERROR_MESSAGES } from '@shared/validation/messages';
import { ZRegisterForm } from '@shared/validation/register';
import { afterLoginPath } from '@/app/guards';
import { FormMessage } from '@/components/ui/form-message';
import { signIn } from '@/lib/session-store';
import { formErrorLines } from '@/lib/trpc-error';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useRegister } from '../api/register';
import { AuthCard } from '../components/auth-card';

function RegisterRoute() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const register = useRegister();
  const [serverError, setServerError] = useState<string[]>([]);
  const form = useSchemaForm(ZRegisterForm, { name: '', email: '', password: '', c_password: '' });

  const submit = form.onSubmit((values) => {
    setServerError([]);
    register.mutate(values, {
      onSuccess: (response) => {
        // The server's reader refused an answer without a token (spec §8), so a success has one.
        signIn(response.data.user, response.data.token);
        void navigate(afterLoginPath(searchParams.get('next')), { replace: true });
      },
      // "Server message plus data" (spec §8): the message and the per-field messages it came with.
      onError: (error) => {
        setServerError(formErrorLines(error, ERROR_MESSAGES.registerNoToken));
      },
    });
  });

  return (
    <AuthCard title={ROUTES.register.title}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label="Name" autoComplete="name" required {...form.getInputProps('name')} />
          <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
          <PasswordInput label="Password" autoComplete="new-password" required {...form.getInputProps('password')} />
          <PasswordInput label="Confirm password" autoComplete="new-password" required {...form.getInputProps('c_password')} />
          <Button type="submit" loading={register.isPending} fullWidth>
            Register
          </Button>
          <FormMessage tone="error" lines={serverError} />
        </Stack>
      </form>
    </AuthCard>
  );
}

export { RegisterRoute as Component };
