import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { hostMessages } from '../../messages';
import classes from './SkipLink.module.css';

/** The id of every layout's `<main>`, the target of the skip link. */
export const MAIN_ID = 'contenu';

/** Moves the keyboard focus to the page's main content, past the header and the navigation. */
function focusMain(event: MouseEvent<HTMLAnchorElement>): void {
  const main = document.getElementById(MAIN_ID);
  if (!main) return;
  // Focus the element itself: following the fragment would go through the router and leave a `#…` in the URL.
  event.preventDefault();
  main.focus();
  main.scrollIntoView({ block: 'start' });
}

/**
 * « Aller au contenu », the first focusable element of every layout (WCAG 2.4.1): hidden until a keyboard
 * user reaches it with Tab, then Enter moves the focus to `<main id="contenu">`.
 */
export function SkipLink() {
  const intl = useIntl();
  return (
    <a href={`#${MAIN_ID}`} className={classes.link} onClick={focusMain} data-skip-link>
      {intl.formatMessage(hostMessages.skipToContent)}
    </a>
  );
}
