import { useEffect } from 'react';
import { createIntl } from 'react-intl';
import { useRouteError } from '@patrimo/shared/router';
import { hostMessages } from '../../messages';

// The builds precompile each defaultMessage into its ICU AST (tooling/webpack/precompile-messages-loader.cjs):
// react-intl's own formatter reads it, with no provider around.
const intl = createIntl({ locale: 'fr-FR', defaultLocale: 'fr-FR' });

/**
 * What the router shows when the shell itself fails to render: a chunk of the host that did not arrive (a lost
 * connection, a deployment in between) or a bug above every remote's own fallback. The providers may be what
 * failed, so it stands alone: plain elements, the catalogue's French words read as they are (the product speaks
 * French only), the brand's title left to the document. It offers the one thing that helps, a reload.
 */
export function ShellErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    // For the error-reporting adapter, like a remote's failure (`patrimo:remote-error`, RemoteMount).
    window.dispatchEvent(new CustomEvent('patrimo:shell-error', { detail: { error } }));
    const brand = document.title.split(' — ').pop() ?? '';
    const title = intl.formatMessage(hostMessages.shellErrorPageTitle);
    document.title = brand ? `${title} — ${brand}` : title;
  }, [error]);
  return (
    <main data-shell-error style={{ maxWidth: '36rem', margin: '0 auto', padding: '5rem 1.5rem', fontFamily: 'system-ui, sans-serif', color: '#1a1b1e', textAlign: 'center' }}>
      <h1 style={{ fontSize: '1.75rem' }}>{intl.formatMessage(hostMessages.shellErrorTitle)}</h1>
      <p style={{ color: '#495057', lineHeight: 1.5 }}>{intl.formatMessage(hostMessages.shellErrorBody)}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        style={{ font: 'inherit', fontWeight: 600, padding: '0.6rem 1.2rem', borderRadius: '0.5rem', border: 'none', background: '#0b7a55', color: '#fff', cursor: 'pointer' }}
      >
        {intl.formatMessage(hostMessages.shellErrorReload)}
      </button>
    </main>
  );
}
