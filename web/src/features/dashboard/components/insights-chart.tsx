// The line chart of one series (spec §2, §9: tension 0.4). Only the chart.js parts a line chart
// needs are registered, and this file is reached only from the lazy dashboard route, so chart.js
// stays out of every other screen's JavaScript. A visually hidden table carries the same figures
// for screen readers (a canvas has none). With the previous period, its series is drawn day by
// day under the current one as a dashed grey line (day 1 against day 1), and the table gains its
// dates and figures.
import { useMemo } from 'react';
import { Box, Table, VisuallyHidden, useMantineTheme } from '@mantine/core';
import { CategoryScale, Chart as ChartJS, Filler, LinearScale, LineElement, PointElement, Tooltip } from 'chart.js';
import type { ChartData, ChartOptions } from 'chart.js';
import { Line } from 'react-chartjs-2';
import { CHART_LINE_TENSION } from '@shared/constants';
import { formatDay, formatFigure, type TCard } from '../cards';

ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, Filler, Tooltip);

type TSeries = { labels: readonly string[]; data: readonly number[] };

type TProps = {
  card: TCard;
  labels: readonly string[];
  data: readonly number[];
  currency: string | null;
  /** The previous period's series of the same card, drawn dashed when given. */
  previous?: TSeries | undefined;
};

const PREVIOUS_COLOR = '#868e96';

export function InsightsChart({ card, labels, data, currency, previous }: TProps) {
  const theme = useMantineTheme();
  const color = theme.colors[theme.primaryColor]?.[7] ?? '#3b5bdb';
  const title = `${card.label} per day`;

  const chartData = useMemo<ChartData<'line', number[], string>>(
    () => ({
      labels: labels.map((label) => formatDay(label, true)),
      datasets: [
        {
          label: card.label,
          data: [...data],
          tension: CHART_LINE_TENSION,
          borderColor: color,
          backgroundColor: `${color}1f`,
          pointBackgroundColor: color,
          pointRadius: 3,
          pointHoverRadius: 5,
          fill: 'origin',
        },
        ...(previous
          ? [
              {
                label: `${card.label}, previous period`,
                data: [...previous.data],
                tension: CHART_LINE_TENSION,
                borderColor: PREVIOUS_COLOR,
                borderDash: [6, 4],
                borderWidth: 2,
                pointRadius: 0,
                pointHoverRadius: 4,
                fill: false,
              },
            ]
          : []),
      ],
    }),
    [card.label, color, data, labels, previous],
  );

  const options = useMemo<ChartOptions<'line'>>(
    () => ({
      responsive: true,
      maintainAspectRatio: false,
      // Drawn once: the default second of animation redraws the whole chart every frame (most of
      // chart.js's main-thread time on a phone), while the figures are already on screen.
      animation: false,
      interaction: { mode: 'index', intersect: false },
      plugins: {
        tooltip: {
          callbacks: {
            title: (items) => formatDay(labels[items[0]?.dataIndex ?? 0] ?? ''),
            label: (item) =>
              item.datasetIndex === 0
                ? `${card.label}: ${formatFigure(item.parsed.y ?? 0, card, currency)}`
                : `${formatDay(previous?.labels[item.dataIndex] ?? '')}: ${formatFigure(item.parsed.y ?? 0, card, currency)}`,
          },
        },
      },
      scales: {
        x: { grid: { display: false }, ticks: { maxRotation: 0, autoSkipPadding: 12 } },
        y: { beginAtZero: true, ticks: { callback: (value) => formatFigure(Number(value), card, currency) } },
      },
    }),
    [card, currency, labels, previous],
  );

  return (
    <Box component="figure" m={0} aria-label={title} data-series={card.series} data-previous={previous ? 'shown' : undefined}>
      <Box h={{ base: 240, sm: 320 }} pos="relative">
        <Line data={chartData} options={options} role="img" aria-label={`${title}, line chart`} />
      </Box>
      <VisuallyHidden>
        <Table aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Date</Table.Th>
              <Table.Th scope="col">{card.label}</Table.Th>
              {previous && <Table.Th scope="col">Previous period date</Table.Th>}
              {previous && <Table.Th scope="col">{`${card.label}, previous period`}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {labels.map((label, index) => (
              <Table.Tr key={label}>
                <Table.Td>{formatDay(label)}</Table.Td>
                <Table.Td>{formatFigure(data[index] ?? 0, card, currency)}</Table.Td>
                {previous && <Table.Td>{formatDay(previous.labels[index] ?? '')}</Table.Td>}
                {previous && <Table.Td>{formatFigure(previous.data[index] ?? 0, card, currency)}</Table.Td>}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </Box>
  );
}
