import { Input } from '@patrimo/shared/ui';
import { useId, useState, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { wealthMessages as m } from '../messages';
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
 * fails (offline), the field says so under it and a new click tries again.
 */
export function PeriodField(props: PeriodFieldProps) {
  const intl = useIntl();
  const id = useId();
  const errorId = `${id}-error`;
  const [Picker, setPicker] = useState<ComponentType<PeriodPickerProps> | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  function open() {
    if (loading) return;
    setLoading(true);
    setFailed(false);
    loadPicker()
      .then((module) => setPicker(() => module.PeriodPicker))
      .catch(() => setFailed(true))
      .finally(() => setLoading(false));
  }

  if (Picker) return <Picker {...props} openOnMount />;
  return (
    <Input.Wrapper
      label={props.label}
      labelProps={{ htmlFor: id }}
      miw={260}
      error={failed ? intl.formatMessage(m.historyPeriodUnavailable) : undefined}
      errorProps={{ id: errorId, role: 'alert' }}
    >
      <Input
        component="button"
        type="button"
        id={id}
        aria-describedby={failed ? errorId : undefined}
        error={failed}
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
