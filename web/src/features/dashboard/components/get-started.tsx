// Get started (issue 37): a new user's dashboard lists what to set up, each step a link to its
// screen, ticked from server data. Once every step is done it goes, for good on this device. It
// reads the lists the dashboard already asks for (and the stored user's project domain); only the
// integrations are its own, asked in the dashboard's first request and not at all once done.
import { useEffect, useState } from 'react';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconCircleCheckFilled, IconCircleDashed } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useBusinessAccounts, useUserId } from '@/lib/current-business-account';
import { useSession } from '@/lib/session-store';
import { useTRPC } from '@/lib/trpc';
import { exportsQueryOptions } from '../api/get-exports';
import { useAllIntegrations } from '../api/get-integrations';
import { getStartedSteps, isGetStartedDone, rememberGetStartedDone, type TGetStartedStep } from '../get-started';

const HEADING_ID = 'get-started-heading';
/** The stat cards' "good news" green: 4.5:1 on white, which Mantine's green shades are not. */
const DONE_GREEN = '#216e39';

function Step({ step }: { step: TGetStartedStep }) {
  const Icon = step.isDone ? IconCircleCheckFilled : IconCircleDashed;
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="flex-start" data-done={step.isDone}>
      <Icon size={22} aria-hidden color={step.isDone ? DONE_GREEN : 'var(--mantine-color-gray-6)'} style={{ flexShrink: 0 }} />
      <Stack gap={0} miw={0} style={{ flex: 1 }}>
        <Group gap="xs" wrap="wrap">
          <Anchor component={Link} to={step.to} fw={500}>
            {step.label}
          </Anchor>
          {step.isDone && (
            <Text span size="sm" c={DONE_GREEN} fw={500}>
              Done
            </Text>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {step.hint}
        </Text>
      </Stack>
    </Group>
  );
}

export function GetStarted() {
  const userId = useUserId();
  const trpc = useTRPC();
  const { user } = useSession();
  // Read once per visit: finishing the steps hides the list at once and skips its call from the next visit on.
  const [isDone] = useState(() => isGetStartedDone(userId));
  const accounts = useBusinessAccounts();
  const exports = useQuery({ ...exportsQueryOptions(trpc, userId), enabled: !isDone && userId > 0 });
  const integrations = useAllIntegrations(userId, !isDone);

  const steps =
    accounts.data && exports.data && integrations.data
      ? getStartedSteps({
          hasBusinessAccount: accounts.data.data.length > 0,
          hasExport: exports.data.data.length > 0,
          hasActiveIntegration: integrations.data.data.some((record) => record.is_active),
          hasProjectDomain: Boolean(user?.project_path),
        })
      : null;
  const isEveryStepDone = steps?.every((step) => step.isDone) ?? false;
  useEffect(() => {
    if (isEveryStepDone && !isDone) rememberGetStartedDone(userId);
  }, [isEveryStepDone, isDone, userId]);

  // Nothing while the lists load: a user with everything set up never sees it flash.
  if (isDone || !steps || isEveryStepDone) return null;
  const doneCount = steps.filter((step) => step.isDone).length;
  return (
    <Paper component="section" aria-labelledby={HEADING_ID} withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Group justify="space-between" align="baseline" gap="xs" mb="xs">
        <Title order={2} size="h4" id={HEADING_ID}>
          Get started
        </Title>
        <Text size="sm" c="dimmed">{`${doneCount} of ${steps.length} done`}</Text>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        Four steps from a new account to your first figures.
      </Text>
      <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {steps.map((step) => (
          <Step key={step.key} step={step} />
        ))}
      </Stack>
    </Paper>
  );
}
