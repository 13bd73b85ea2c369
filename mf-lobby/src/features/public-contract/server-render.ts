import { getContractQueryOptions } from './api/get-contract';
import { publicContractHead } from './page-meta';

/**
 * What the server's render of a public contract card needs besides the routes (host/src/prerender, where it is
 * `mf_lobby/public-contract-card`): the card's title and description, and the query key its screen reads the product
 * under. Never part of the browser's routes module, which the landing page loads: it would bring the contract's
 * schemas there.
 */
export const publicContractCard = {
  head: publicContractHead,
  queryKey: (contractUrl: string) => getContractQueryOptions(contractUrl).queryKey,
};
