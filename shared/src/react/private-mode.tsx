import { Text, type TextProps } from '@patrimo/shared/ui';
import { useAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { privateModesAtom } from '../client/state';
import { MASKED_AMOUNT } from '../constants/ui';
import { sharedMessages } from './messages';


export type PrivateArea = 'app' | 'advisory';

/** `[enabled, toggle]` for the private mode of an area; persisted (spec §3 "private modes"). */
export function usePrivateMode(area: PrivateArea = 'app'): [boolean, () => void] {
  const [modes, setModes] = useAtom(privateModesAtom);
  return [modes[area], () => setModes({ ...modes, [area]: !modes[area] })];
}

export interface AmountProps extends Omit<TextProps, 'children'> {
  /** Amount in euros. */
  value: number;
  /** Formats the figure; receives the raw value. */
  format: (value: number) => string;
  /** Area whose private mode applies. @default 'app' */
  area?: PrivateArea;
}

/** An amount that becomes five stars in private mode; the value itself is never altered. */
export function Amount({ value, format, area = 'app', ...props }: AmountProps) {
  const intl = useIntl();
  const [masked] = usePrivateMode(area);
  return masked ? (
    <Text component="span" data-amount="masked" aria-label={intl.formatMessage(sharedMessages.maskedAmount)} {...props}>
      {MASKED_AMOUNT}
    </Text>
  ) : (
    <Text component="span" data-amount="visible" {...props}>
      {format(value)}
    </Text>
  );
}
