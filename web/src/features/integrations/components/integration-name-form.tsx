// Renaming an integration (the emulator's own, issue 37): its title says what it connects unless
// someone names it; an empty name goes back to that. Hidden on a gateway without titles.
import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { INTEGRATION_NAME_MAX } from '@shared/contract/integration-names';
import { formErrorLines } from '@/lib/trpc-error';
import { integrationTitle, useIntegrationTitles, useRenameIntegration } from '../api/integration-titles';
import { connectsTitle } from '@shared/integration-title';

type TProps = { userId: number; integration: { id: number; name: string }; receivingName: string | undefined };

const RENAME_FALLBACK = 'The name could not be saved. Please try again.';

export function IntegrationNameForm({ userId, integration, receivingName }: TProps) {
  // All of the user's (the route asks for the same at mount, beside the settings: one round trip).
  const titles = useIntegrationTitles(userId);
  // Unknown yet, or a gateway without names: nothing to rename.
  if (!titles.data) return null;
  const title = titles.data.get(integration.id);
  return (
    <NameForm
      userId={userId}
      integrationId={integration.id}
      givenName={title?.name ?? ''}
      shownTitle={integrationTitle(integration, titles.data, receivingName)}
      defaultTitle={connectsTitle(title, receivingName) ?? integration.name}
    />
  );
}

type TNameFormProps = { userId: number; integrationId: number; givenName: string; shownTitle: string; defaultTitle: string };

function NameForm({ userId, integrationId, givenName, shownTitle, defaultTitle }: TNameFormProps) {
  const [name, setName] = useState(givenName);
  const [isSaved, setSaved] = useState(false);
  const rename = useRenameIntegration();
  const errorLines = formErrorLines(rename.error, RENAME_FALLBACK);
  const isUnchanged = name.trim() === givenName;

  const save = () => {
    setSaved(false);
    const trimmed = name.trim();
    rename.mutate(
      { integration_id: integrationId, user_id: userId, name: trimmed },
      {
        onSuccess: () => {
          setName(trimmed);
          setSaved(true);
        },
      },
    );
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="integration-name-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="integration-name-heading" style={{ overflowWrap: 'anywhere' }}>
          {shownTitle}
        </Title>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label="Integration name"
              description={`Leave it empty to show what it connects: ${defaultTitle}`}
              placeholder={defaultTitle}
              value={name}
              maxLength={INTEGRATION_NAME_MAX}
              error={errorLines.length > 0 ? errorLines.join(' ') : undefined}
              onChange={(event) => {
                setName(event.currentTarget.value);
                setSaved(false);
              }}
              style={{ flex: '1 1 260px' }}
            />
            <Button type="submit" loading={rename.isPending} disabled={isUnchanged}>
              Save name
            </Button>
          </Group>
        </form>
        {isSaved && (
          <Text size="sm" c="teal.8" role="status">
            Name saved.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
