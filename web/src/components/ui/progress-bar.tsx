// A thin progress bar for running syncs (spec §9: value kept within 0–100, default height 3).
import { Progress } from '@mantine/core';
import { PROGRESS_BAR_HEIGHT } from '@shared/constants';

export const clampProgress = (value: number) => (Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0);

type TProps = { value: number; label: string; height?: number; isAnimated?: boolean };

export function ProgressBar({ value, label, height = PROGRESS_BAR_HEIGHT, isAnimated = false }: TProps) {
  return <Progress value={clampProgress(value)} size={height} aria-label={label} animated={isAnimated} striped={isAnimated} />;
}
