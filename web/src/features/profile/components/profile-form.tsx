// The profile form (spec §2, §5, §8). The project domain keeps only letters, digits and hyphens,
// is checked for duplicates on blur, and is read-only once a domain has been saved.
import { useState } from 'react';
import { Button, Group, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { CURRENT_PASSWORD_MESSAGES, ERROR_MESSAGES, VALIDATION_MESSAGES } from '@shared/validation/messages';
import { PROJECT_PATH_MAX_LENGTH, ZProfileForm, keepProjectPathCharacters, type TProfileForm } from '@shared/validation/profile';
import { FormMessage } from '@/components/ui/form-message';
import { updateUser } from '@/lib/session-store';
import { formErrorLines, readCallError } from '@/lib/trpc-error';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useIsProjectPathTaken } from '../api/check-project-path';
import { useSaveProfile } from '../api/save-profile';
import { readOnlyField } from '@/components/ui/read-only-field';

type TProps = { userId: number; initialValues: TProfileForm; savedProjectPath: string };
type TOutcome = { tone: 'success' | 'error'; lines: string[] } | null;

export function ProfileForm({ userId, initialValues, savedProjectPath }: TProps) {
  const form = useSchemaForm(ZProfileForm, initialValues);
  const save = useSaveProfile();
  const isProjectPathTaken = useIsProjectPathTaken();
  const [isPathTaken, setPathTaken] = useState(false);
  const [outcome, setOutcome] = useState<TOutcome>(null);
  const isPathLocked = savedProjectPath !== '';
  // A new email takes the current password: a signed-in browser alone must not move the account.
  const isEmailChanged = String(form.values.email ?? '').trim().toLowerCase() !== initialValues.email.trim().toLowerCase();

  const checkPath = async () => {
    const path = String(form.values.project_path ?? '');
    if (isPathLocked || path === '') return;
    const isTaken = await isProjectPathTaken(path);
    setPathTaken(isTaken);
    if (isTaken) form.setFieldError('project_path', VALIDATION_MESSAGES.projectPathTaken);
    else form.clearFieldError('project_path');
  };

  const submit = form.onSubmit((values) => {
    setOutcome(null);
    if (isPathTaken && !isPathLocked) {
      // The schema passed, so this is the only error. Not setFieldError: it skips a message the field
      // already shows, while the submit's own check is about to clear every error.
      form.setErrors({ project_path: VALIDATION_MESSAGES.projectPathTaken });
      return;
    }
    if (isEmailChanged && !values.current_password) {
      form.setErrors({ current_password: CURRENT_PASSWORD_MESSAGES.needed });
      return;
    }
    save.mutate(
      { user_id: userId, ...values, current_password: isEmailChanged ? values.current_password : undefined },
      {
        onSuccess: (response) => {
          const { status, message } = response.data;
          if (!status) return setOutcome({ tone: 'error', lines: [message || ERROR_MESSAGES.profileSave] });
          form.setFieldValue('current_password', '');
          // Only the profile fields: the business-account choice is this browser's (spec §4).
          const saved = response.data.user ?? values;
          updateUser({
            name: saved.name,
            email: saved.email,
            project_path: saved.project_path,
            last_name: saved.last_name,
            phone: saved.phone,
            telegram: saved.telegram,
            facebook: saved.facebook,
          });
          setOutcome({ tone: 'success', lines: [message] });
        },
        onError: (error) => {
          const passwordError = readCallError(error).fieldErrors.current_password?.[0];
          // The password's refusal shows under its field, as the form's own checks do.
          if (passwordError) return form.setFieldError('current_password', passwordError);
          setOutcome({ tone: 'error', lines: formErrorLines(error, ERROR_MESSAGES.profileSave) });
        },
      },
    );
  });

  const projectPathProps = form.getInputProps('project_path');
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={720}>
        <TextInput
          {...projectPathProps}
          label="Project domain"
          description={isPathLocked ? VALIDATION_MESSAGES.projectPathLocked : 'Letters, digits and hyphens only.'}
          required
          {...readOnlyField(isPathLocked)}
          maxLength={PROJECT_PATH_MAX_LENGTH}
          onChange={(event) => {
            setPathTaken(false);
            form.setFieldValue('project_path', keepProjectPathCharacters(event.currentTarget.value));
          }}
          onBlur={() => void checkPath()}
        />
        {/* The email on a row of its own: the password it may ask for appears beside it, moving nothing else. */}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
          {isEmailChanged && (
            <PasswordInput
              label="Current password"
              description="Needed to change the email."
              // Its hint under the box, so the box lines up with the email's beside it.
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              autoComplete="current-password"
              required
              {...form.getInputProps('current_password')}
            />
          )}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="First name" autoComplete="given-name" required {...form.getInputProps('name')} />
          <TextInput label="Last name" autoComplete="family-name" {...form.getInputProps('last_name')} />
          <TextInput label="Phone" type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
          <TextInput label="Telegram" {...form.getInputProps('telegram')} />
          <TextInput label="Facebook" {...form.getInputProps('facebook')} />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
        {outcome && <FormMessage tone={outcome.tone} lines={outcome.lines} />}
      </Stack>
    </form>
  );
}
