import { and, eq } from 'drizzle-orm';
import type { PortfolioDocument } from '@patrimo/shared';
import { findAggregatorUser } from '../accounts/aggregator-user';
import { ProviderError, type ProviderAccount, type ProviderFile } from '../aggregation/provider';
import { isoDate } from '../aggregation/sandbox/calendar';
import { buildCustomer } from '../aggregation/sandbox/customer';
import { PriceBook } from '../aggregation/sandbox/price-book';
import { savingsRates } from '../aggregation/sandbox/savings-rates';
import { findInstitution } from '../banks/catalogue';
import { bankAccounts, portfolios } from '../db/schema';
import { DEMO_IDENTITY } from '../demo/demo-account';
import type { AppDeps } from '../http/deps';
import { fundUniverse } from '../investments/universe';
import { sandboxDocumentFile, sandboxDocuments } from './sandbox-documents';

/**
 * The institution's documents of one of the subject's contracts, wherever they come from: the aggregation
 * partner for a synchronised connection (only the documents of this contract's account, and the connection's
 * own), the sandbox's writer for the « Démonstration » account (its contracts are a sandbox customer), none
 * for a contract entered by hand. Undefined when the contract is not the subject's (the caller answers 404).
 */

export interface ContractDocuments {
  source: 'provider' | 'manual' | 'unavailable';
  documents: PortfolioDocument[];
  /** The file of one of `documents`; null for any other id. */
  download(documentId: string): Promise<ProviderFile | null>;
}

/** The demonstration customer of a day, kept: every saver's demonstration is the same customer. */
let demoCache: { today: string; accounts: ProviderAccount[] } | undefined;
const demoPrices = new PriceBook();

function demoCustomer(root: string, today: string): ProviderAccount[] {
  if (demoCache?.today !== today) {
    const institution = findInstitution(DEMO_IDENTITY.institutionId);
    if (!institution) throw new Error(`The demonstration institution ${DEMO_IDENTITY.institutionId} is not in the catalogue`);
    const accounts = buildCustomer({ institution, login: DEMO_IDENTITY.login, connectionId: 'demo', today, universe: fundUniverse(root), rates: savingsRates(root), prices: demoPrices });
    demoCache = { today, accounts };
  }
  return demoCache.accounts;
}

const none = async (): Promise<null> => null;

export async function contractDocuments(deps: AppDeps, userId: string, portfolioId: string): Promise<ContractDocuments | undefined> {
  const [found] = await deps.db
    .select({ externalId: portfolios.externalId, accountId: portfolios.accountId, provider: bankAccounts.provider, connectionId: bankAccounts.connectionId, demo: bankAccounts.demo, bankName: bankAccounts.bankName })
    .from(portfolios)
    .leftJoin(bankAccounts, eq(bankAccounts.id, portfolios.accountId))
    .where(and(eq(portfolios.userId, userId), eq(portfolios.id, portfolioId)))
    .limit(1);
  if (!found) return undefined;
  const { externalId } = found;
  if (found.accountId === null || externalId === null || found.provider === null) return { source: 'manual', documents: [], download: none };

  const now = deps.clock.now();
  const today = isoDate(now);
  if (found.demo) {
    const accounts = demoCustomer(deps.config.root, today).filter((account) => account.id === externalId);
    const documents = sandboxDocuments(accounts, today);
    return {
      source: 'provider',
      documents: documents.map(({ accountId: _accountId, ...document }) => document),
      download: (documentId) => sandboxDocumentFile(accounts, found.bankName ?? 'Démonstration', documentId, today, now),
    };
  }

  const user = await findAggregatorUser(deps.db, userId);
  // A connection of another partner than the one configured now (a switch of AGGREGATION_PROVIDER) cannot be asked.
  if (!user || found.connectionId === null || user.provider !== deps.aggregation.name || found.provider !== deps.aggregation.name) {
    return { source: 'unavailable', documents: [], download: none };
  }
  const connectionId = found.connectionId;
  let listed;
  try {
    listed = (await deps.aggregation.documents(user, connectionId)).filter((document) => document.accountId === null || document.accountId === externalId);
  } catch (error) {
    if (error instanceof ProviderError) return { source: 'unavailable', documents: [], download: none };
    throw error;
  }
  const ids = new Set(listed.map((document) => document.id));
  return {
    source: 'provider',
    documents: listed.map(({ accountId: _accountId, ...document }) => document),
    download: async (documentId) => (ids.has(documentId) ? deps.aggregation.downloadDocument(user, connectionId, documentId) : null),
  };
}
