import { randomBytes } from 'node:crypto';
import type { Database } from '../../src/db/client';
import { advisoryCustomers, bankAccounts, portfolios, users } from '../../src/db/schema';

/** Builders of the advisory tests: savers, customer records, bank accounts and contracts, written directly. */

const unique = () => randomBytes(4).toString('hex');

export async function addSaver(db: Database, names: { firstName?: string; lastName?: string; recommendedRisk?: number | null } = {}): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({
      email: `epargnant.${unique()}@example.fr`,
      passwordHash: 'x',
      firstName: names.firstName ?? 'Jeanne',
      lastName: names.lastName ?? 'Test',
      recommendedRisk: names.recommendedRisk ?? null,
      confirmedAt: new Date(),
    })
    .returning({ id: users.id });
  if (!row) throw new Error('saver not created');
  return row.id;
}

export interface CustomerFixture {
  firmId: string;
  advisorUserId: string | null;
  firstName?: string;
  lastName: string;
  email?: string | null;
  clientId?: string | null;
  userId?: string | null;
  /** `granted` (default with a user), `withdrawn`, or `none` (no access date). */
  access?: 'granted' | 'withdrawn' | 'none';
}

export async function addCustomer(db: Database, fixture: CustomerFixture): Promise<string> {
  const now = new Date();
  const access = fixture.access ?? (fixture.userId ? 'granted' : 'none');
  const [row] = await db
    .insert(advisoryCustomers)
    .values({
      firmId: fixture.firmId,
      advisorUserId: fixture.advisorUserId,
      userId: fixture.userId ?? null,
      firstName: fixture.firstName ?? 'Client',
      lastName: fixture.lastName,
      email: fixture.email === undefined ? `client.${unique()}@example.fr` : fixture.email,
      clientId: fixture.clientId ?? null,
      accessGrantedAt: access === 'none' ? null : now,
      accessWithdrawnAt: access === 'withdrawn' ? now : null,
    })
    .returning({ id: advisoryCustomers.id });
  if (!row) throw new Error('customer not created');
  return row.id;
}

export async function addBankAccount(db: Database, userId: string, bankId = 'banque-test'): Promise<string> {
  const [row] = await db
    .insert(bankAccounts)
    .values({ userId, provider: 'sandbox', bankId, bankName: 'Banque Test', connectionId: `c-${unique()}` })
    .returning({ id: bankAccounts.id });
  if (!row) throw new Error('bank account not created');
  return row.id;
}

export interface ContractFixture {
  kind: string;
  amount: number;
  kindDetail?: string | null;
  status?: 'active' | 'hidden' | 'closed';
  riskLevel?: number | null;
  accountId?: string | null;
  name?: string;
}

export async function addContract(db: Database, userId: string, contract: ContractFixture): Promise<string> {
  const loan = contract.kind === 'loan';
  const [row] = await db
    .insert(portfolios)
    .values({
      userId,
      accountId: contract.accountId ?? null,
      name: contract.name ?? `Contrat ${contract.kind} ${unique()}`,
      kind: contract.kind,
      kindDetail: contract.kindDetail ?? null,
      status: contract.status ?? 'active',
      category: loan ? null : contract.kind === 'savings' || ['checking', 'card', 'deposit'].includes(contract.kind) ? 'savings' : 'invested_wealth',
      type: loan ? 'liability' : 'asset',
      amount: contract.amount,
      riskLevel: contract.riskLevel ?? null,
    })
    .returning({ id: portfolios.id });
  if (!row) throw new Error('contract not created');
  return row.id;
}
