// The line chart of one series (spec §2, §9: tension 0.4). Only the chart.js parts a line chart
// needs are registered, and this file is reached only from the lazy dashboard route, so chart.js
// stays out of every other screen's JavaScript. A visually hidden table carries the same figures
// for screen readers (a canvas has none). With the previous period, its series is drawn day by
// day under the current one as a dashed grey line (day 1 against day 1), and the table gains its
// dates and figures.
import { useMemo } from 'react';
import { Box, VisuallyHidden, useMantineTheme } from '@mantine/core';
import { CategoryScale, Chart as ChartJS, Filler, LinearScale, LineElement, PointElement, Tooltip } from 'chart.js';
import type { ChartData, ChartOptions } from 'chart.js';
import { Line } from 'react-chartjs-2';
import { CHART_LINE_TENSION } from '@shared/constants';
import { formatCardFigure, formatDay, type TCard, type TMoneyView } from '../cards';

ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, Filler, Tooltip);

type TSeries = { labels: readonly string[]; data: readonly number[] };

type TProps = {
  card: TCard;
  labels: readonly string[];
  data: readonly number[];
  money: TMoneyView;
  /** The previous period's series of the same card, drawn dashed when given. */
  previous?: TSeries | undefined;
  /** The index of a partial last day (today so far): the segment into it is drawn dashed. */
  partialIndex?: number | undefined;
};

const PREVIOUS_COLOR = '#868e96';
/** How many day labels chart.js measures to fit them (evenly spread). */
const TICK_SAMPLE_SIZE = 5;

export function InsightsChart({ card, labels, data, money, previous, partialIndex }: TProps) {
  const theme = useMantineTheme();
  const color = theme.colors[theme.primaryColor]?.[7] ?? '#3b5bdb';
  const title = `${card.label} per day`;
  const seriesLabel = card.isMoney && money.isConverted ? `${card.label} (≈ ${money.currency})` : card.label;

  const chartData = useMemo<ChartData<'line', number[], string>>(
    () => ({
      labels: labels.map((label) => formatDay(label, true)),
      datasets: [
        {
          label: seriesLabel,
          data: [...data],
          tension: CHART_LINE_TENSION,
          borderColor: color,
          backgroundColor: `${color}1f`,
          pointBackgroundColor: color,
          pointRadius: 3,
          pointHoverRadius: 5,
          fill: 'origin',
          // Today so far: a dashed segment into it, as its figures are still growing.
          segment: { borderDash: (segment) => (segment.p1DataIndex === partialIndex ? [6, 4] : undefined) },
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
    [card.label, seriesLabel, color, data, labels, previous, partialIndex],
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
                ? `${card.label}: ${formatCardFigure(item.parsed.y ?? 0, card, money)}`
                : `${formatDay(previous?.labels[item.dataIndex] ?? '')}: ${formatCardFigure(item.parsed.y ?? 0, card, money)}`,
          },
        },
      },
      // The days (dd-MM) are all as wide: a few measured tell how many fit. Measuring every one (90
      // on a 90-day range) with its resolved font was half of the chart's layout on a phone.
      // Not the figures: the widest is the largest, which a sample can miss.
      scales: {
        x: { grid: { display: false }, ticks: { maxRotation: 0, autoSkipPadding: 12, sampleSize: TICK_SAMPLE_SIZE } },
        y: { beginAtZero: true, ticks: { callback: (value) => formatCardFigure(Number(value), card, money) } },
      },
    }),
    [card, money, labels, previous],
  );

  return (
    <Box
      component="figure"
      m={0}
      aria-label={title}
      data-series={card.series}
      data-previous={previous ? 'shown' : undefined}
      data-partial-index={partialIndex}
    >
      <Box h={{ base: 240, sm: 320 }} pos="relative">
        <Line data={chartData} options={options} role="img" aria-label={`${title}, line chart`} />
      </Box>
      {/* Plain table elements: no one sees it, and Mantine's Table parts cost a styled component per
          cell (up to 120 of them) in the task that starts the chart on a phone. */}
      <VisuallyHidden>
        <table aria-label={title}>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">{card.label}</th>
              {previous && <th scope="col">Previous period date</th>}
              {previous && <th scope="col">{`${card.label}, previous period`}</th>}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, index) => (
              <tr key={label}>
                <td>{formatDay(label)}</td>
                <td>{formatCardFigure(data[index] ?? 0, card, money)}</td>
                {previous && <td>{formatDay(previous.labels[index] ?? '')}</td>}
                {previous && <td>{formatCardFigure(previous.data[index] ?? 0, card, money)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Box>
  );
}
