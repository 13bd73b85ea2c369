declare module '*.css';
declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}

/** mf-lobby's routes module, imported directly by the server render of the public pages (webpack.prerender.cjs). */
declare module 'mf_lobby/routes' {
  export const mounts: import('@patrimo/shared/react').RemoteMounts;
  export const publicContractCard: {
    head: (
      product: Pick<import('@patrimo/shared').ContractProduct, 'name' | 'bankName' | 'description' | 'kind'>,
      intl: Pick<import('react-intl').IntlShape, 'formatMessage'>,
      brandName: string,
    ) => { title: string; description: string };
    queryKey: (contractUrl: string) => readonly unknown[];
  };
}
