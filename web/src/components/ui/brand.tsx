// The product mark used in both layouts' headers.
import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconPlugConnected } from '@tabler/icons-react';

export function Brand({ isCompact = false }: { isCompact?: boolean }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <ThemeIcon size="lg" radius="md" variant="filled" aria-hidden>
        <IconPlugConnected size={20} />
      </ThemeIcon>
      {!isCompact && (
        <Text fw={700} size="lg">
          Portal
        </Text>
      )}
    </Group>
  );
}
