// A screen whose behaviour belongs to a later release: it says so plainly instead of pretending.
import { Alert, Text } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';

export function ComingLater({ screen }: { screen: string }) {
  return (
    <Alert variant="light" color="gray" icon={<IconClockHour4 aria-hidden />} title={`${screen}: coming in a later release`}>
      <Text size="sm">This screen is coming in a later release. Nothing on it works yet.</Text>
    </Alert>
  );
}
