import { ScreenPlaceholder } from './screen-placeholder';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';

/**
 * A piece of French text: a message without values, or a function formatting a message with its
 * values (kept typed at the call site, where `defineMessage<Values>` checks them).
 */
export type CopyText = MessageDescriptor | ((intl: IntlShape) => string);

/** The copy of a screen still to be built: what it is for and what it will show. */
export interface ScreenCopy {
  title: CopyText;
  description: CopyText;
  /** One entry per item the screen will show. */
  upcoming: readonly CopyText[];
}

export interface ScreenLink {
  /** Relative to the current route (`../contracts`) or absolute. */
  to: string;
  label: CopyText;
}

export interface PlaceholderScreenProps {
  copy: ScreenCopy;
  /** Sibling or child screens to move to. @default [] */
  links?: readonly ScreenLink[];
}

export function formatCopy(intl: IntlShape, text: CopyText): string {
  return typeof text === 'function' ? text(intl) : intl.formatMessage(text);
}

/** `ScreenPlaceholder` fed from message descriptors, so each screen declares its copy once, next to its component. */
export function PlaceholderScreen({ copy, links = [] }: PlaceholderScreenProps) {
  const intl = useIntl();
  return (
    <ScreenPlaceholder
      title={formatCopy(intl, copy.title)}
      description={formatCopy(intl, copy.description)}
      upcoming={copy.upcoming.map((item) => formatCopy(intl, item))}
      links={links.map((link) => ({ to: link.to, label: formatCopy(intl, link.label) }))}
    />
  );
}
