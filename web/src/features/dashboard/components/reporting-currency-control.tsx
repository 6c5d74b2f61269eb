// What the money on the cards is in when the ad accounts use several currencies: the sentence
// that says so, and, when the gateway converted it, the reporting currency to choose from the
// ones the server lists (the choice is sent with the next insights call; the server decides).
import { Group, Text } from '@mantine/core';
import { ResponsiveSelect } from '@/components/ui/responsive-select';
import type { TMoneyView } from '../cards';

type TProps = {
  money: TMoneyView;
  onChange: (currency: string) => void;
};

export function ReportingCurrency({ money, onChange }: TProps) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      {money.isConverted && money.choices.length > 1 && (
        <ResponsiveSelect
          label="Reporting currency"
          w={{ base: '100%', xs: 160 }}
          value={money.currency}
          data={money.choices.map((code) => ({ value: code, label: code }))}
          onChange={(value) => {
            if (value && value !== money.currency) onChange(value);
          }}
        />
      )}
      <Text size="sm" c="dimmed" data-testid="money-note" pb={money.isConverted ? 6 : 0}>
        {money.note}
      </Text>
    </Group>
  );
}
