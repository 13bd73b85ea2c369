import { COLOR_SCHEME_SCRIPT } from '@patrimo/shared/prerender';
import { pageDocument } from './page-document';

const TEMPLATE =
  '<!doctype html><html lang="fr"><head><meta charset="utf-8"/><title>Patrimo</title><script defer="defer" src="/public/public.abc.js"></script><link href="/public/styles.abc.css" rel="stylesheet"></head><body><div id="root"></div><noscript>…</noscript></body></html>';

describe('pageDocument', () => {
  const page = { title: 'Fonctionnalités — Patrimo', remote: 'mf_lobby', html: '<main><h1>Votre patrimoine</h1></main>' };

  it('fills the title, sets the colour scheme before paint and marks the root', () => {
    const html = pageDocument(TEMPLATE, page);
    expect(html).toBe(
      '<!doctype html><html lang="fr"><head><meta charset="utf-8"/><title>Fonctionnalités — Patrimo</title><script defer="defer" src="/public/public.abc.js"></script>' +
        `<link href="/public/styles.abc.css" rel="stylesheet"><script>${COLOR_SCHEME_SCRIPT}</script></head>` +
        '<body><div id="root" data-prerendered="mf_lobby"><main><h1>Votre patrimoine</h1></main></div><noscript>…</noscript></body></html>',
    );
  });

  it('escapes the title and the attributes, and takes `$` in the page literally', () => {
    const html = pageDocument(TEMPLATE, { title: 'A & B <C> $& $1', remote: 'x"y', html: '<p>$& $` $\'</p>' });
    expect(html).toContain('<title>A &amp; B &lt;C&gt; $&amp; $1</title>');
    expect(html).toContain('data-prerendered="x&quot;y"><p>$& $` $\'</p></div>');
  });

  it('adds what else the page’s head carries at its end (a card’s description and its answers)', () => {
    const head = '<meta name="description" content="Une fiche" data-page-meta/><script type="application/json" id="patrimo-prefetched">[]</script>';
    const html = pageDocument(TEMPLATE, { ...page, head });
    expect(html).toContain(`<script>${COLOR_SCHEME_SCRIPT}</script>${head}</head>`);
  });

  it('refuses a template it cannot fill, rather than writing a page without content', () => {
    expect(() => pageDocument(TEMPLATE.replace('<div id="root"></div>', '<div id="app"></div>'), page)).toThrow(/root/);
    expect(() => pageDocument(TEMPLATE.replace(/<title>.*<\/title>/, ''), page)).toThrow(/title/);
  });
});

describe('the colour-scheme script', () => {
  const run = (stored: string | null, systemDark: boolean, throwing = false) => {
    const attributes: Record<string, string> = {};
    const localStorage = {
      getItem: (key: string) => {
        if (throwing) throw new Error('denied');
        return key === 'patrimo.theme' ? stored : null;
      },
    };
    const matchMedia = (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && systemDark });
    const document = { documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) } };
    new Function('localStorage', 'matchMedia', 'document', COLOR_SCHEME_SCRIPT)(localStorage, matchMedia, document);
    return attributes['data-mantine-color-scheme'];
  };

  it('follows the theme the person chose (« main » is the dark one), else the system', () => {
    expect(run('"main"', false)).toBe('dark');
    expect(run('"light"', true)).toBe('light');
    expect(run(null, true)).toBe('dark');
    expect(run(null, false)).toBe('light');
  });

  it('falls back to light when the storage is unreadable or corrupt', () => {
    expect(run('{not json', true)).toBe('light');
    expect(run(null, true, true)).toBe('light');
  });
});
