// The date range of the insights: a preset, or a custom range picked on a calendar (started from
// the period on screen). A custom range is applied once both of its days are picked.
import { Suspense, lazy, useState } from 'react';
import { Group, Skeleton } from '@mantine/core';
import { ResponsiveSelect } from '@/components/ui/responsive-select';
import type { TDateRange } from '@/components/ui/date-range-input';
import { INSIGHTS_RANGE_PRESETS } from '@shared/constants';
import { PERIOD_LABELS, type TPeriod, type TPeriodChoice } from '../period';

type TProps = {
  period: TPeriod;
  /** The period on screen, the start of a custom range (none while the first figures load). */
  shown: { from: string; to: string } | null;
  onChange: (period: TPeriod) => void;
};

const CHOICES: readonly TPeriodChoice[] = [...INSIGHTS_RANGE_PRESETS, 'custom'];
const isChoice = (value: string | null): value is TPeriodChoice => CHOICES.some((choice) => choice === value);

// The calendar (Mantine dates) loads only when a custom range is chosen.
const DateRangeInput = lazy(() => import('@/components/ui/date-range-input').then((module) => ({ default: module.DateRangeInput })));

function CustomRange({ from, to, onChange }: { from: string; to: string; onChange: (period: TPeriod) => void }) {
  const [draft, setDraft] = useState<TDateRange>([from, to]);
  return (
    <Suspense fallback={<Skeleton h={36} w={{ base: '100%', xs: 260 }} aria-hidden />}>
      <DateRangeInput
        label="Custom range"
        value={draft}
        onChange={(next) => {
          setDraft(next);
          const [nextFrom, nextTo] = next;
          if (nextFrom && nextTo) onChange({ preset: 'custom', from: nextFrom, to: nextTo });
        }}
      />
    </Suspense>
  );
}

export function PeriodControls({ period, shown, onChange }: TProps) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <ResponsiveSelect
        label="Date range"
        w={{ base: '100%', xs: 200 }}
        value={period.preset}
        data={CHOICES.map((choice) => ({ value: choice, label: PERIOD_LABELS[choice], disabled: choice === 'custom' && !shown && period.preset !== 'custom' }))}
        onChange={(value) => {
          if (!isChoice(value) || value === period.preset) return;
          if (value !== 'custom') onChange({ preset: value });
          else if (shown) onChange({ preset: 'custom', from: shown.from, to: shown.to });
        }}
      />
      {period.preset === 'custom' && <CustomRange key={`${period.from}:${period.to}`} from={period.from} to={period.to} onChange={onChange} />}
    </Group>
  );
}
