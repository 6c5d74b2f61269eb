// The Mantine theme: a few choices on top of the defaults.
import { createTheme, type CSSVariablesResolver } from '@mantine/core';
import { MODAL_ANIMATION_MS } from '@shared/constants';

// Required fields keep `required` (so aria-required is set) but show no asterisk: the label's text
// stays exactly the field's name, which is what people hear and what browser tests look up.
const noAsterisk = { defaultProps: { withAsterisk: false } };

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 8 of every palette is the default for filled and coloured elements: white text on it
  // (and it as text on white) stays above the 4.5:1 contrast WCAG AA asks for; shade 6, Mantine's
  // default, does not for indigo, red or orange.
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  components: {
    // Plain objects by component name, not `Select.extend(…)`: importing the components here
    // would put Select, NumberInput, Modal and their dependencies (floating-ui, number
    // formatting) in the entry chunk that every screen, login included, downloads.
    TextInput: noAsterisk,
    PasswordInput: noAsterisk,
    Select: noAsterisk,
    MultiSelect: noAsterisk,
    NumberInput: noAsterisk,
    Textarea: noAsterisk,
    // A Select's (or any combobox's) list mounts when it opens, as Mantine's Popover does, not at
    // once hidden: Mantine keeps it mounted by default, and Floating UI then measures every hidden
    // list (a forced style recalculation each) on every render of its control: on the dashboard's
    // five controls, the largest part of the render when the data arrives.
    Combobox: { defaultProps: { keepMounted: false } },
    // Spec §9: modals animate for 500 ms. The close "×" has no text, so it gets a name.
    Modal: { defaultProps: { transitionProps: { duration: MODAL_ANIMATION_MS }, closeButtonProps: { 'aria-label': 'Close' } } },
    // Error notifications: the "×" gets a name, the text the readable secondary colour (gray 6 is 3.3:1).
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } }, styles: { description: { color: 'var(--mantine-color-dimmed)' } } },
    // The current page's sidebar link keeps its shade under the pointer: the darker hover shade
    // puts its indigo text at 4.1:1 (5.3:1 on its own shade).
    NavLink: { vars: () => ({ root: { '--nl-hover': 'var(--mantine-primary-color-light)' } }) },
  },
});

/**
 * Mantine's "dimmed" text is gray 6 (#868e96), 3.3:1 on white: too faint for small print such as
 * the e-mail under a name. Gray 7 (8.2:1) still reads as secondary.
 */
export const cssVariablesResolver: CSSVariablesResolver = (mantineTheme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': mantineTheme.colors.gray[7] ?? '#495057',
    // Field errors in red 6 are 3.3:1 on white; red 9 is 5.5:1.
    '--mantine-color-error': mantineTheme.colors.red[9] ?? '#c92a2a',
  },
  dark: {},
});
