// The Mantine theme: a few choices on top of the defaults.
import { createTheme, MultiSelect, NumberInput, PasswordInput, Select, Textarea, TextInput } from '@mantine/core';

// Required fields keep `required` (so aria-required is set) but show no asterisk: the label's text
// stays exactly the field's name, which is what people hear and what browser tests look up.
const noAsterisk = { defaultProps: { withAsterisk: false } };

export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  components: {
    TextInput: TextInput.extend(noAsterisk),
    PasswordInput: PasswordInput.extend(noAsterisk),
    Select: Select.extend(noAsterisk),
    MultiSelect: MultiSelect.extend(noAsterisk),
    NumberInput: NumberInput.extend(noAsterisk),
    Textarea: Textarea.extend(noAsterisk),
  },
});
