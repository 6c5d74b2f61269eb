// A from–to date picker shown as dd-MM-yyyy (spec §9). Values are ISO dates ('YYYY-MM-DD'), the
// form the gateway takes.
import '@mantine/dates/styles.css';
import { DatePickerInput } from '@mantine/dates';
import { DISPLAY_DATE_FORMAT } from '@shared/constants';
import { calendarProps } from './calendar-props';

export type TDateRange = [string | null, string | null];

type TProps = {
  label: string;
  value: TDateRange;
  onChange: (value: TDateRange) => void;
  maxDate?: string;
  error?: string;
  isRequired?: boolean;
};

export function DateRangeInput({ label, value, onChange, maxDate, error, isRequired = false }: TProps) {
  return (
    <DatePickerInput
      type="range"
      label={label}
      value={value}
      onChange={(next) => onChange([toIsoDate(next[0]), toIsoDate(next[1])])}
      valueFormat={DISPLAY_DATE_FORMAT}
      maxDate={maxDate}
      allowSingleDateInRange
      error={error}
      required={isRequired}
      {...calendarProps(label)}
    />
  );
}

/** Mantine answers strings in recent versions; a Date from an older one is turned into one. */
function toIsoDate(value: string | Date | null): string | null {
  if (value === null) return null;
  if (typeof value === 'string') return value.slice(0, 10);
  return `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, '0')}-${String(value.getDate()).padStart(2, '0')}`;
}
