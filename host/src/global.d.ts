declare module '*.css';
declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}

/** mf-lobby's routes module, imported directly by the server render of the public pages (webpack.prerender.cjs). */
declare module 'mf_lobby/routes' {
  export const mounts: import('@patrimo/shared/react').RemoteMounts;
}

/** mf-lobby's public pages alone, imported directly by their browser entry (webpack.public.cjs, src/public). */
declare module 'mf_lobby/public-routes' {
  export const publicMounts: import('@patrimo/shared/react').RemoteMounts;
}

/** What the server's render of a public contract card takes from mf-lobby besides its routes (webpack.prerender.cjs). */
declare module 'mf_lobby/public-contract-card' {
  export const publicContractCard: {
    head: (
      product: Pick<import('@patrimo/shared').ContractProduct, 'name' | 'bankName' | 'description' | 'kind'>,
      intl: Pick<import('react-intl').IntlShape, 'formatMessage'>,
      brandName: string,
    ) => { title: string; description: string };
    queryKey: (contractUrl: string) => readonly unknown[];
  };
}
