// What every date picker's calendar needs beyond Mantine's defaults, so a screen reader can use it:
// names for its own buttons (Mantine leaves its arrows and level controls unnamed, "button"), a
// name for its pop-up (Mantine's own label points at no element), no greyed days of the next and
// previous months (2.4:1 on white) and no red weekends (3.3:1; a campaign's Saturday is a day like
// any other). One set of props for DateInput and DatePickerInput alike.
import type { CalendarAriaLabels } from '@mantine/dates';

const CALENDAR_ARIA_LABELS: CalendarAriaLabels = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
  monthLevelControl: 'Choose a month',
  yearLevelControl: 'Choose a year',
};

const NO_WEEKEND_DAYS: [] = [];

/** The calendar props of the field labelled `fieldLabel`; its pop-up is named "{label}: calendar". */
export const calendarProps = (fieldLabel: string) => ({
  ariaLabels: CALENDAR_ARIA_LABELS,
  hideOutsideDates: true,
  weekendDays: NO_WEEKEND_DAYS,
  popoverProps: { withinPortal: true, attributes: { dropdown: { 'aria-label': `${fieldLabel}: calendar` } } },
});
