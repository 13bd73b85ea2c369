import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { figureMessages } from '../lib/messages';

/** Read by screen readers, not drawn. */
const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/** « — » where a customer gave no access to a figure; read aloud as « Non communiqué ». */
export function NoFigure() {
  const t = useIntl().formatMessage;
  return (
    <span data-no-figure>
      <span aria-hidden>—</span>
      <span style={visuallyHidden}>{t(figureMessages.noFigure)}</span>
    </span>
  );
}
