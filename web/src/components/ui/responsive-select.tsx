// A choice from a short list: Mantine's Select on wider screens, the phone's own picker
// (NativeSelect, a <select>) below the `xs` breakpoint. On a phone the system picker is the one
// people know, takes the whole screen and needs no scrolling list of ours; and it is far cheaper to
// mount: each Mantine Select builds a popover with Floating UI's measuring, a transition and a
// combobox store, which made up most of the dashboard's first render on a phone.
// Takes the few props the screens use, so both renderings behave alike.
import { NativeSelect, Select, type MantineStyleProp, type StyleProp } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/** Below Mantine's `xs` breakpoint (36em): where the screens' controls stack one per row. */
const PHONE_QUERY = '(max-width: 35.99em)';

export type TResponsiveSelectOption = { value: string; label: string; disabled?: boolean };

type TProps = {
  label: string;
  data: readonly TResponsiveSelectOption[];
  value: string | null;
  /** Shown while nothing is chosen (a list that is loading or empty says so here). */
  placeholder?: string | undefined;
  disabled?: boolean;
  onChange: (value: string | null) => void;
  w?: StyleProp<string | number>;
  style?: MantineStyleProp;
};

export function ResponsiveSelect({ label, data, value, placeholder, disabled, onChange, w, style }: TProps) {
  // Read at once, not in an effect: a phone must not mount the Select first and swap it.
  const isPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  if (!isPhone) {
    return (
      <Select
        label={label}
        data={data as TResponsiveSelectOption[]}
        value={value}
        placeholder={placeholder}
        disabled={disabled}
        onChange={onChange}
        allowDeselect={false}
        checkIconPosition="right"
        comboboxProps={{ withinPortal: true }}
        w={w}
        style={style}
      />
    );
  }
  // A <select> always shows one of its options: with nothing chosen, the placeholder is that
  // option, disabled so it cannot be picked back.
  const options = value === null ? [{ value: '', label: placeholder ?? '', disabled: true }, ...data] : data;
  return (
    <NativeSelect
      label={label}
      data={options as TResponsiveSelectOption[]}
      value={value ?? ''}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.value === '' ? null : event.currentTarget.value)}
      w={w}
      style={style}
    />
  );
}
