/**
 * Dates typed by people (`@patrimo/shared/ui/dates`, a federation singleton): Mantine's `DateInput` in French,
 * never the browser's native field, whose format follows the browser's language. Kept apart from the chart
 * kit (`./charts.ts`) so a form with a date does not load recharts; the screens that use it import
 * `@mantine/dates/styles.css` after the core styles.
 */
import 'dayjs/locale/fr';
import { DateInput, DatesProvider, type DateInputProps } from '@mantine/dates';
import { FRENCH_DATE_FORMAT, FRENCH_DATE_PLACEHOLDER, parseFrenchDate } from './french-date';

export type FrenchDateInputProps = Omit<DateInputProps, 'valueFormat' | 'dateParser' | 'locale'>;

/**
 * A date field in French: shows and reads jj/mm/aaaa, its calendar in French starting on Monday, its value a
 * `YYYY-MM-DD` string (or null) as the API takes it. Works with `form.getInputProps('birthdate')`.
 *
 * @example
 * <FrenchDateInput label={t(m.birthdate)} maxDate={todayInParis()} {...form.getInputProps('birthdate')} />
 */
export function FrenchDateInput(props: FrenchDateInputProps) {
  return (
    <DatesProvider settings={{ locale: 'fr', firstDayOfWeek: 1 }}>
      <DateInput
        placeholder={FRENCH_DATE_PLACEHOLDER}
        {...props}
        locale="fr"
        valueFormat={FRENCH_DATE_FORMAT}
        dateParser={parseFrenchDate}
      />
    </DatesProvider>
  );
}

export { DateInput, DatesProvider };
export { FRENCH_DATE_FORMAT, FRENCH_DATE_PLACEHOLDER, parseFrenchDate } from './french-date';
