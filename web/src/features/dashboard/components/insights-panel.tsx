// The insights panel of the chosen service path (spec §2): the date range, four stat cards and the
// derived-metric cards, each with its change on the previous period, and the line chart of the
// card that is pressed (the previous period dashed on demand). Skeletons while the figures load; a
// failed load says so with a retry.
import { memo, useDeferredValue, useMemo, useState } from 'react';
import { Button, Group, Paper, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { LoadError } from '@/components/ui/load-error';
import { cardsOf, derivedCardsOf, formatDay, moneyViewOf, type TCard } from '../cards';
import { useInsights, type TInsightsScope } from '../api/get-insights';
import { insightsCsv, insightsCsvFileName } from '../insights-csv';
import { downloadCsv } from '@/lib/csv';
import { useReportingCurrency } from '../reporting-currency';
import { ReportingCurrency } from './reporting-currency-control';
import type { TPeriod } from '../period';
import { LazyInsightsChart, useInsightsChartPrefetch } from './lazy-insights-chart';
import { PeriodControls } from './period-controls';
import { StatCards, StatCardsSkeleton } from './stat-cards';
import { partialDayOf } from '../partial-day';
import { useRefreshedHour } from '../use-refreshed-hour';

type TProps = {
  scope: TInsightsScope;
  period: TPeriod;
  onPeriodChange: (period: TPeriod) => void;
  isComparing: boolean;
  onComparingChange: (isOn: boolean) => void;
  /** False on a phone while the controls are folded into the summary line. */
  isPeriodShown: boolean;
};

/** "the previous 14 days" / "the previous 30 days": how the comparison period is read out. */
const previousNameOf = (days: number) => `the previous ${days} ${days === 1 ? 'day' : 'days'}`;

/**
 * The figures arrive in a TanStack Query update, an urgent render: with the cards, the chart's frame
 * and the screen-reader table it was one long task on a phone. The panel shows a deferred copy
 * instead: the urgent render stops at the memoised body, and React renders the new figures in the
 * background, in slices it yields between (as the dashboard does with its lists).
 */
export function InsightsPanel(props: TProps) {
  const [reportingCurrency, setReportingCurrency] = useReportingCurrency(props.scope.ba_id);
  const insights = useInsights(props.scope, props.period, reportingCurrency);
  useInsightsChartPrefetch();
  const state: TInsightsState = {
    data: useDeferredValue(insights.data),
    error: useDeferredValue(insights.error),
    isFetching: useDeferredValue(insights.isFetching),
    refetch: insights.refetch,
  };
  return <InsightsPanelBody {...props} {...state} onReportingCurrencyChange={setReportingCurrency} />;
}

type TInsightsQuery = ReturnType<typeof useInsights>;
type TInsightsState = Pick<TInsightsQuery, 'data' | 'error' | 'isFetching' | 'refetch'>;

const InsightsPanelBody = memo(function InsightsPanelBody({
  scope,
  period,
  onPeriodChange,
  isComparing,
  onComparingChange,
  isPeriodShown,
  onReportingCurrencyChange,
  ...insights
}: TProps & TInsightsState & { onReportingCurrencyChange: (currency: string) => void }) {
  const cards = cardsOf(scope.service_path);
  const derivedCards = derivedCardsOf(scope.service_path);
  const [chosenSeries, setChosenSeries] = useState<string | null>(null);
  const selected: TCard = [...cards, ...derivedCards].find((card) => card.series === chosenSeries) ?? (cards[0] as TCard);
  const data = insights.data?.service_response.data;
  const refreshedHour = useRefreshedHour(data?.partial_through);
  const answeredMoney = insights.data?.money;
  // What the money is in was decided by the server (insights.get's `money`); the panel only shows it.
  const money = useMemo(() => (data && answeredMoney ? moneyViewOf(data, answeredMoney) : null), [data, answeredMoney]);
  const periodControls = isPeriodShown && (
    <PeriodControls period={period} shown={data ? { from: data.date_from, to: data.date_to } : null} onChange={onPeriodChange} />
  );

  if (insights.error) {
    return (
      <Stack gap="md">
        {periodControls}
        <LoadError title="The insights could not be loaded" error={insights.error} onRetry={() => void insights.refetch()} isRetrying={insights.isFetching} />
      </Stack>
    );
  }

  if (!data || !money) {
    return (
      <Stack gap="md">
        {periodControls}
        <Stack gap="md" aria-busy="true" aria-label="Loading insights" role="status">
          <StatCardsSkeleton cards={cards} />
          <StatCardsSkeleton cards={derivedCards} />
          <Paper withBorder radius="md" p="md">
            <Skeleton height={20} width={160} mb="md" />
            <Skeleton h={{ base: 240, sm: 320 }} />
          </Paper>
        </Stack>
      </Stack>
    );
  }

  // A gateway that answers no derived metrics (an older real one) gets no Rates cards.
  const answeredDerived = derivedCards.filter((card) => data.insights[card.total] !== undefined);
  const series = data.graphics[selected.series] ?? { labels: [], data: [] };
  const previous = data.previous;
  const previousName = previousNameOf(series.labels.length);
  const partialDay = partialDayOf(data, series.labels);
  // What both card groups (Totals and Rates) show and do alike.
  const cardGroupProps = {
    totals: data.insights,
    previous: previous?.insights,
    previousName,
    selected,
    money,
    onSelect: (card: { series: string }) => setChosenSeries(card.series),
  };
  return (
    <Stack gap="md" aria-busy={insights.isFetching}>
      {periodControls}
      {refreshedHour && (
        <Text size="sm" role="status" data-testid="insights-refreshed">
          {`Figures refreshed: today's now run to ${refreshedHour}.`}
        </Text>
      )}
      {money.note && <ReportingCurrency money={money} onChange={onReportingCurrencyChange} />}
      <StatCards label="Totals" cards={cards} {...cardGroupProps} />
      {answeredDerived.length > 0 && <StatCards label="Rates" cards={answeredDerived} {...cardGroupProps} />}
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" align="baseline" mb="sm" gap="xs">
          <Text fw={600} component="h2" fz="md" m={0}>
            {selected.label} per day
          </Text>
          <Group gap="sm" align="center">
            <Text size="sm" c="dimmed" data-testid="insights-period">
              {formatDay(data.date_from)} – {formatDay(data.date_to)}
            </Text>
            <Button
              size="compact-sm"
              variant="default"
              leftSection={<IconDownload size={14} aria-hidden />}
              onClick={() => downloadCsv(insightsCsvFileName(scope.service_path, data, money.currency), insightsCsv(cards, data, money))}
            >
              Download CSV
            </Button>
          </Group>
        </Group>
        <Group gap="sm" mb="sm" wrap="wrap">
          <Switch
            size="sm"
            label="Show the previous period"
            checked={isComparing}
            disabled={!previous}
            onChange={(event) => onComparingChange(event.currentTarget.checked)}
          />
          {previous && (
            <Text size="sm" c="dimmed" data-testid="insights-previous-period">
              {`Compared with ${formatDay(previous.date_from)} – ${formatDay(previous.date_to)}`}
            </Text>
          )}
        </Group>
        <LazyInsightsChart
          card={selected}
          labels={series.labels}
          data={series.data}
          money={money}
          previous={isComparing ? previous?.graphics[selected.series] : undefined}
          partialIndex={partialDay?.index}
        />
        {partialDay && (
          <Text size="xs" c="dimmed" mt="xs" data-testid="insights-partial-day">
            {`${formatDay(partialDay.date)} is today: its figures so far${partialDay.through ? ` (to ${partialDay.through})` : ''}, still growing (dashed).`}
          </Text>
        )}
      </Paper>
    </Stack>
  );
});
