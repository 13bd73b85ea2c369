import { COLOR_SCHEME_SCRIPT } from '@patrimo/shared/prerender';
import { pageDocument } from './page-document';

const TEMPLATE =
  '<!doctype html><html lang="fr"><head><meta charset="utf-8"/><title>Patrimo</title><script defer="defer" src="/main.js?abc"></script></head><body><div id="root"></div><noscript>…</noscript></body></html>';

describe('pageDocument', () => {
  const page = { title: 'Fonctionnalités — Patrimo', remote: 'mf_lobby', html: '<main><h1>Votre patrimoine</h1></main>' };

  it('fills the title, links the style sheets, sets the colour scheme before paint and marks the root', () => {
    const html = pageDocument(TEMPLATE, page, ['/3601.b5226789.css', '/8218.f899059c.css']);
    expect(html).toBe(
      '<!doctype html><html lang="fr"><head><meta charset="utf-8"/><title>Fonctionnalités — Patrimo</title><script defer="defer" src="/main.js?abc"></script>' +
        `<script>${COLOR_SCHEME_SCRIPT}</script><link rel="stylesheet" href="/3601.b5226789.css"/><link rel="stylesheet" href="/8218.f899059c.css"/></head>` +
        '<body><div id="root" data-prerendered="mf_lobby"><main><h1>Votre patrimoine</h1></main></div><noscript>…</noscript></body></html>',
    );
  });

  it('escapes the title and the attributes, and takes `$` in the page literally', () => {
    const html = pageDocument(TEMPLATE, { title: 'A & B <C> $& $1', remote: 'x"y', html: '<p>$& $` $\'</p>' }, ['/a"b.css']);
    expect(html).toContain('<title>A &amp; B &lt;C&gt; $&amp; $1</title>');
    expect(html).toContain('data-prerendered="x&quot;y"><p>$& $` $\'</p></div>');
    expect(html).toContain('href="/a&quot;b.css"');
  });

  it('adds what else the page’s head carries after the style sheets (a card’s description and its answers)', () => {
    const head = '<meta name="description" content="Une fiche" data-page-meta/><script type="application/json" id="patrimo-prefetched">[]</script>';
    const html = pageDocument(TEMPLATE, { ...page, head }, ['/a.css']);
    expect(html).toContain(`<link rel="stylesheet" href="/a.css"/>${head}</head>`);
  });

  it('refuses a template it cannot fill, rather than writing a page without content', () => {
    expect(() => pageDocument(TEMPLATE.replace('<div id="root"></div>', '<div id="app"></div>'), page, [])).toThrow(/root/);
    expect(() => pageDocument(TEMPLATE.replace(/<title>.*<\/title>/, ''), page, [])).toThrow(/title/);
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
