import { DatePickerInput, DatesProvider, type DatesRangeValue } from '@patrimo/shared/ui/dates';
import { useEffect, useRef } from 'react';
import '../../../lib/date-styles';

export interface PeriodPickerProps {
  label: string;
  value: DatesRangeValue<string>;
  onChange: (value: DatesRangeValue<string>) => void;
  minDate: string;
  maxDate: string;
  /** What the field shows for a period: the same text before and after the calendar is loaded. */
  formatRange: (value: DatesRangeValue<string>) => string;
  /** Opened by the person's click on the field it replaces: takes the focus and opens the calendar. */
  openOnMount: boolean;
}

/**
 * The history's period picker, Mantine's range calendar in French (Monday first). Loaded when the person opens the
 * period (`PeriodField`): the calendar and its date library are not part of the overview's first load.
 */
export function PeriodPicker({ label, value, onChange, minDate, maxDate, formatRange, openOnMount }: PeriodPickerProps) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!openOnMount) return;
    button.current?.focus();
    button.current?.click();
    // Once, when it replaces the field that was clicked.
  }, [openOnMount]);
  return (
    <DatesProvider settings={{ locale: 'fr', firstDayOfWeek: 1 }}>
      <DatePickerInput
        ref={button}
        type="range"
        label={label}
        value={value}
        onChange={onChange}
        minDate={minDate}
        maxDate={maxDate}
        allowSingleDateInRange
        valueFormatter={({ date }) => (Array.isArray(date) ? formatRange(date as DatesRangeValue<string>) : '')}
        miw={260}
        data-range-picker
        data-range-picker-loaded
      />
    </DatesProvider>
  );
}
