import { Input } from '@patrimo/shared/ui';
import { useId, useState, type ComponentType } from 'react';
import type { PeriodPickerProps } from './PeriodPicker';

const loadPicker = () => import('./PeriodPicker');

/** Starts loading the calendar when the person shows an intent to open it (pointer over it, focus). */
function prefetchPicker() {
  loadPicker().catch(() => undefined);
}

export type PeriodFieldProps = Omit<PeriodPickerProps, 'openOnMount'>;

/**
 * The history's period field (spec §5): shows the period as the picker does, and loads the calendar
 * (`PeriodPicker`, with `@mantine/dates` and dayjs) only when the person opens it; the overview's first load does
 * without them (issue 17). The loaded picker takes the field's place, the focus and opens at once. If loading
 * fails (offline), the field stays and a new click tries again.
 */
export function PeriodField(props: PeriodFieldProps) {
  const id = useId();
  const [Picker, setPicker] = useState<ComponentType<PeriodPickerProps> | null>(null);
  const [loading, setLoading] = useState(false);

  function open() {
    if (loading) return;
    setLoading(true);
    loadPicker()
      .then((module) => setPicker(() => module.PeriodPicker))
      .catch(() => undefined)
      .finally(() => setLoading(false));
  }

  if (Picker) return <Picker {...props} openOnMount />;
  return (
    <Input.Wrapper label={props.label} labelProps={{ htmlFor: id }} miw={260}>
      <Input
        component="button"
        type="button"
        id={id}
        pointer
        aria-haspopup="dialog"
        aria-busy={loading || undefined}
        onClick={open}
        onPointerEnter={prefetchPicker}
        onFocus={prefetchPicker}
        data-range-picker
      >
        {props.formatRange(props.value)}
      </Input>
    </Input.Wrapper>
  );
}
