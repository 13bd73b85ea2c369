import { Checkbox } from '@patrimo/shared/ui/controls';
import type { ReactNode } from 'react';

export interface ConsentCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The sentence ticked; it may hold a link (opened in a new tab, so the form is not lost). */
  label: ReactNode;
  /** French message under the box, e.g. `messageForError('not_accepted', 'terms')`. */
  error?: ReactNode;
  name?: string;
  disabled?: boolean;
  /** `red` for a destructive consent (account deletion). @default the brand's colour */
  color?: 'red';
}

/**
 * A consent box (terms of use, account deletion): labelled by its whole sentence, described by its
 * error, and marked `aria-invalid` while in error so the form's "focus the first field in error" finds it
 * (Mantine's Checkbox links the error but does not set `aria-invalid` itself).
 */
export function ConsentCheckbox({ checked, onChange, label, error, name, disabled = false, color }: ConsentCheckboxProps) {
  return (
    <Checkbox
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      label={label}
      disabled={disabled}
      {...(name === undefined ? {} : { name })}
      {...(color === undefined ? {} : { color })}
      {...(error === undefined ? {} : { error, 'aria-invalid': true })}
    />
  );
}
