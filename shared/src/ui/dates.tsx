/**
 * Dates typed or picked by people (`@patrimo/shared/ui/dates`, a federation singleton): Mantine's `DateInput` in
 * French, never the browser's native field, whose format follows the browser's language, and the range picker of
 * a chart's period. Kept apart from the chart kit (`./charts.ts`): a form with a date does not load recharts, and a
 * chart does not load the calendar until its period is opened. The screens that use it import
 * `@mantine/dates/styles.css` after the core styles.
 */
import 'dayjs/locale/fr';
import { DateInput, DatesProvider, type DateInputProps } from '@mantine/dates';
import { useState, type FocusEvent } from 'react';
import { FRENCH_DATE_FORMAT, FRENCH_DATE_INVALID, FRENCH_DATE_PLACEHOLDER, isMistypedDate, parseFrenchDate } from './french-date';

export type FrenchDateInputProps = Omit<DateInputProps, 'valueFormat' | 'dateParser' | 'locale'>;

/**
 * A date field in French: shows and reads jj/mm/aaaa, its calendar in French starting on Monday, its value a
 * `YYYY-MM-DD` string (or null) as the API takes it. Works with `form.getInputProps('birthdate')`. A text that
 * is not a day of the calendar (31/02/1980, 1980) stays as typed, with an error saying so, instead of being
 * silently replaced by the last valid date; the form's own error, when it has one, wins.
 *
 * @example
 * <FrenchDateInput label={t(m.birthdate)} maxDate={parisDay(new Date())} {...form.getInputProps('birthdate')} />
 */
export function FrenchDateInput({ onBlur, onFocus, error, onChange, ...props }: FrenchDateInputProps) {
  const [mistyped, setMistyped] = useState(false);
  return (
    <DatesProvider settings={{ locale: 'fr', firstDayOfWeek: 1 }}>
      <DateInput
        placeholder={FRENCH_DATE_PLACEHOLDER}
        {...props}
        {...(error != null || mistyped ? { error: error ?? FRENCH_DATE_INVALID } : {})}
        onBlur={(event: FocusEvent<HTMLInputElement>) => {
          const wrong = isMistypedDate(event.currentTarget.value);
          setMistyped(wrong);
          // The last valid date must not be sent in place of what is shown: the value is emptied.
          if (wrong && props.value != null) onChange?.(null);
          onBlur?.(event);
        }}
        onFocus={(event: FocusEvent<HTMLInputElement>) => {
          setMistyped(false);
          onFocus?.(event);
        }}
        {...(onChange ? { onChange } : {})}
        fixOnBlur={false}
        locale="fr"
        valueFormat={FRENCH_DATE_FORMAT}
        dateParser={parseFrenchDate}
      />
    </DatesProvider>
  );
}

export { DateInput, DatesProvider };
// The period picker of a chart (« Évolution de votre patrimoine »), loaded when a person opens it.
export { DatePickerInput } from '@mantine/dates';
export type { DatesRangeValue } from '@mantine/dates';
export { FRENCH_DATE_FORMAT, FRENCH_DATE_PLACEHOLDER, parseFrenchDate } from './french-date';
