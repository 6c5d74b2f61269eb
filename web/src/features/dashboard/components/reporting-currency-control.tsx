// What the money on the cards is in when the ad accounts use several currencies: the sentence
// that says so, and, when the gateway converted it, the reporting currency to choose.
import { Group, Text } from '@mantine/core';
import type { TInsights } from '@shared/contract/per-service';
import { ResponsiveSelect } from '@/components/ui/responsive-select';
import type { TMoneyView } from '../cards';

type TProps = {
  money: TMoneyView;
  conversion: TInsights['conversion'];
  onChange: (currency: string) => void;
};

export function ReportingCurrency({ money, conversion, onChange }: TProps) {
  const convertible = Object.keys(conversion?.rates[0]?.rates ?? {}).sort();
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      {conversion && convertible.length > 1 && (
        <ResponsiveSelect
          label="Reporting currency"
          w={{ base: '100%', xs: 160 }}
          value={conversion.currency}
          data={convertible.map((code) => ({ value: code, label: code }))}
          onChange={(value) => {
            if (value && value !== conversion.currency) onChange(value);
          }}
        />
      )}
      <Text size="sm" c="dimmed" data-testid="money-note" pb={conversion ? 6 : 0}>
        {money.note}
      </Text>
    </Group>
  );
}
