import { COLOR_SCHEME_SCRIPT } from '@patrimo/shared/prerender';

/** What the server render gives for one public page. */
export interface RenderedPage {
  /** The document's title, as the shell sets it once hydrated (`documentTitle`). */
  title: string;
  /** The remote whose routes render the page: the client has them before it hydrates (`startShell`). */
  remote: string;
  /** The HTML of `#root`. */
  html: string;
  /**
   * What else the page's head carries, already escaped: a card's meta description and the answers its render read
   * (`prefetchedAnswersElement`).
   */
  head?: string;
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/**
 * The public pages' built `index.html` (`template`: their entry's scripts and their one style sheet, linked in the
 * head so that a page painted from HTML is styled at once) made into a pre-rendered page: its title, the colour
 * scheme set before the first paint, and `#root` holding the page, marked with the remote whose routes render it.
 * Throws when the template lacks what it fills: a changed template must not give pages without content.
 */
export function pageDocument(template: string, page: RenderedPage): string {
  const title = /<title>[^<]*<\/title>/;
  const root = /<div id="root"><\/div>/;
  if (!title.test(template) || !root.test(template) || !template.includes('</head>')) {
    throw new Error('index.html has no <title>, </head> or empty <div id="root">: the pre-render cannot fill it');
  }
  return template
    .replace(title, () => `<title>${escapeText(page.title)}</title>`)
    .replace('</head>', () => `<script>${COLOR_SCHEME_SCRIPT}</script>${page.head ?? ''}</head>`)
    .replace(root, () => `<div id="root" data-prerendered="${escapeAttribute(page.remote)}">${page.html}</div>`);
}
