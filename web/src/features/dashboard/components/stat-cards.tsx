// The stat cards (spec §2), and the derived-metric cards under them. Each is a toggle button:
// pressing one switches the chart to its series, and the pressed state tells keyboard and
// screen-reader users which one is shown. With the previous period's totals, each card shows its
// change: an arrow and a percentage (hidden from screen readers, which read a sentence instead),
// green or red by whether the change is good news, grey for money spent.
import { SimpleGrid, Skeleton, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { TInsights } from '@shared/contract/per-service';
import { changeOf, formatCardFigure, formatFigure, type TCard, type TMoneyView } from '../cards';
import classes from './stat-cards.module.css';

type TTotals = TInsights['insights'];

type TProps = {
  /** The group's accessible name ('Totals', 'Rates'). */
  label: string;
  cards: readonly TCard[];
  totals: TTotals | undefined;
  /** The previous period's totals, when it was read. */
  previous?: TTotals | undefined;
  /** How the previous period is named to screen readers ("the previous 14 days"). */
  previousName?: string;
  selected: TCard;
  money: TMoneyView;
  onSelect: (card: TCard) => void;
};

const GRID_COLUMNS = { base: 2, lg: 4 } as const;

function ChangeLine({ card, current, previous, previousName }: { card: TCard; current: number; previous: number | undefined; previousName: string }) {
  const change = changeOf(current, previous);
  if (change.direction === 'none') {
    return (
      <div className={classes.change} data-change="none">
        <span aria-hidden>—</span>
        <VisuallyHidden>{`Nothing to compare with in ${previousName}`}</VisuallyHidden>
      </div>
    );
  }
  const percent = `${change.percent.toFixed(1)}%`;
  const tone = change.direction === 'flat' || card.better === 'either' ? 'neutral' : (change.direction === card.better ? 'good' : 'bad');
  const arrow = change.direction === 'up' ? '▲' : change.direction === 'down' ? '▼' : '→';
  const sentence = change.direction === 'flat' ? `No change on ${previousName}` : `${change.direction === 'up' ? 'Up' : 'Down'} ${percent} on ${previousName}`;
  return (
    <div className={classes.change} data-change={change.direction} data-tone={tone}>
      <span aria-hidden>{`${arrow} ${percent}`}</span>
      <VisuallyHidden>{sentence}</VisuallyHidden>
    </div>
  );
}

/** Each currency's own money under a converted total: "£4,000 + $3,114". */
function MoneyByCurrency({ money }: { money: TMoneyView }) {
  const parts = money.byCurrency.map(({ currency, amount }) => formatFigure(amount, { isMoney: true }, currency));
  return (
    <Text size="xs" c="dimmed" data-testid="money-by-currency">
      {parts.join(' + ')}
    </Text>
  );
}

export function StatCards({ label, cards, totals, previous, previousName = 'the previous period', selected, money, onSelect }: TProps) {
  return (
    <SimpleGrid cols={GRID_COLUMNS} spacing="sm" role="group" aria-label={label}>
      {cards.map((card) => {
        const isSelected = card.series === selected.series;
        const value = totals?.[card.total] ?? 0;
        return (
          <UnstyledButton
            key={card.series}
            className={classes.card}
            aria-pressed={isSelected}
            data-selected={isSelected || undefined}
            onClick={() => onSelect(card)}
            disabled={!totals}
          >
            <Text size="sm" c="dimmed" fw={500} className={classes.label}>
              {card.label}
              {card.fullName && <VisuallyHidden>{` (${card.fullName})`}</VisuallyHidden>}
            </Text>
            {totals ? (
              <Text fz={{ base: 'lg', xs: 'xl', sm: 26 }} fw={700} lh={1.2} className={classes.value}>
                {formatCardFigure(value, card, money)}
              </Text>
            ) : (
              <Skeleton height={28} mt={4} width="70%" />
            )}
            {totals && card.isMoney && card.decimals === undefined && money.byCurrency.length > 1 && <MoneyByCurrency money={money} />}
            {totals && previous && <ChangeLine card={card} current={value} previous={previous[card.total]} previousName={previousName} />}
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}

/** The cards while the first figures load: the same size, so nothing jumps when they arrive. */
export function StatCardsSkeleton({ cards }: { cards: readonly TCard[] }) {
  return (
    <SimpleGrid cols={GRID_COLUMNS} spacing="sm" aria-hidden>
      {cards.map((card) => (
        <div key={card.series} className={classes.card}>
          <Text size="sm" c="dimmed" fw={500}>
            {card.label}
          </Text>
          <Skeleton height={28} mt={4} width="70%" />
        </div>
      ))}
    </SimpleGrid>
  );
}
