// On a phone the dashboard's controls and date range fold into one line naming what is in view,
// so the figures come first; pressing the line opens the controls (and closes them again).
import { Button, VisuallyHidden } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconChevronDown, IconChevronUp } from '@tabler/icons-react';

type TProps = { summary: string; isOpened: boolean; controlsId: string; onToggle: () => void };

export function DashboardSummary({ summary, isOpened, controlsId, onToggle }: TProps) {
  const Chevron = isOpened ? IconChevronUp : IconChevronDown;
  return (
    <Button
      variant="default"
      fullWidth
      justify="space-between"
      leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
      rightSection={<Chevron size={16} aria-hidden />}
      aria-expanded={isOpened}
      aria-controls={controlsId}
      onClick={onToggle}
      h="auto"
      py={8}
      fw={500}
      // The line wraps rather than cutting off the period at its end.
      styles={{ label: { flex: 1, minWidth: 0, whiteSpace: 'normal', textAlign: 'left', lineHeight: 1.4 } }}
    >
      <VisuallyHidden>Filters: </VisuallyHidden>
      {summary}
    </Button>
  );
}
