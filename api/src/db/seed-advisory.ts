import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { advisoryCustomers, customerEvents } from './schema';
import { FIRM_ADVISOR, FIRM_MANAGER, SECOND_SAVER, type SeedAdvisor } from './seed-accounts';

/**
 * The seeded firm's advisory book beyond Paul Durand (the customer with access) and Lucie Garnier (invited):
 * customers added by hand, some followed by the manager, a few interactions of each kind and notes — so that
 * `npm start` shows a believable book. Each customer is created once (by address); their interactions and notes
 * only with them, so a customer edited or deleted by hand is left as it is. Paul Durand gets his interactions
 * once, when he has none.
 */

type Tx = Pick<Database, 'select' | 'insert'>;

interface SeedInteraction {
  kind: 'note' | 'inbound_call' | 'outbound_call';
  content: string;
  daysAgo: number;
  by: SeedAdvisor;
  phone?: string;
  companyName?: string;
  contactName?: string;
  promoCode?: string;
}

interface SeedCustomer {
  civilTitle: 'mr' | 'mrs';
  firstName: string;
  lastName: string;
  email: string;
  clientId: string | null;
  birthDate: string | null;
  birthplace: string | null;
  maritalStatus: number | null;
  children: number | null;
  followedBy: SeedAdvisor;
  notes: string;
  interactions: SeedInteraction[];
}

export const SEED_HAND_CUSTOMERS: readonly SeedCustomer[] = [
  {
    civilTitle: 'mrs',
    firstName: 'Marie',
    lastName: 'Lambert',
    email: 'marie.lambert@example.fr',
    clientId: 'CPC-0017',
    birthDate: '1968-03-14',
    birthplace: 'Bordeaux',
    maritalStatus: 1,
    children: 2,
    followedBy: FIRM_ADVISOR,
    notes: 'Cadre dans la santé, retraite prévue en 2030.\nSouhaite transmettre à ses deux enfants : parler de l’assurance vie.',
    interactions: [
      { kind: 'outbound_call', content: 'Premier contact, rendez-vous fixé au cabinet.', daysAgo: 40, by: FIRM_ADVISOR, phone: '06 12 48 75 30' },
      { kind: 'note', content: 'Rendez-vous : bilan patrimonial à préparer, documents demandés.', daysAgo: 33, by: FIRM_ADVISOR },
      { kind: 'inbound_call', content: 'Question sur la fiscalité d’un rachat partiel.', daysAgo: 6, by: FIRM_ADVISOR, phone: '06 12 48 75 30' },
    ],
  },
  {
    civilTitle: 'mr',
    firstName: 'Thomas',
    lastName: 'Girard',
    email: 'thomas.girard@example.fr',
    clientId: 'CPC-0023',
    birthDate: '1979-11-02',
    birthplace: 'Lyon',
    maritalStatus: 0,
    children: 0,
    followedBy: FIRM_MANAGER,
    notes: 'Chef d’entreprise (SAS Girard Menuiserie). Trésorerie excédentaire à placer.',
    interactions: [
      {
        kind: 'inbound_call',
        content: 'Appel de l’expert-comptable au sujet de la trésorerie de la société.',
        daysAgo: 12,
        by: FIRM_MANAGER,
        phone: '04 78 52 11 09',
        companyName: 'SAS Girard Menuiserie',
        contactName: 'M. Roche, expert-comptable',
      },
      { kind: 'outbound_call', content: 'Proposition d’un contrat de capitalisation, à rappeler.', daysAgo: 3, by: FIRM_MANAGER, phone: '06 33 20 18 44', promoCode: 'BIENVENUE2026' },
    ],
  },
  {
    civilTitle: 'mrs',
    firstName: 'Élodie',
    lastName: 'Fontaine',
    email: 'elodie.fontaine@example.fr',
    clientId: 'CPC-0042',
    birthDate: '1990-07-21',
    birthplace: 'Nantes',
    maritalStatus: 2,
    children: 1,
    followedBy: FIRM_MANAGER,
    notes: 'Projet d’achat de résidence principale d’ici deux ans.',
    interactions: [{ kind: 'note', content: 'Recommandée par Marie Lambert. À contacter après l’été.', daysAgo: 90, by: FIRM_MANAGER }],
  },
  {
    civilTitle: 'mr',
    firstName: 'Antoine',
    lastName: 'Mercier',
    email: 'antoine.mercier@example.fr',
    clientId: null,
    birthDate: null,
    birthplace: null,
    maritalStatus: null,
    children: null,
    followedBy: FIRM_ADVISOR,
    notes: '',
    interactions: [],
  },
];

/** Paul Durand's interactions (he is the customer with access). */
const PAUL_INTERACTIONS: readonly SeedInteraction[] = [
  { kind: 'outbound_call', content: 'Point annuel : profil de risque à mettre à jour.', daysAgo: 21, by: FIRM_ADVISOR, phone: '06 45 78 12 90' },
  { kind: 'note', content: 'Souhaite verser 5 000 € sur son assurance vie avant la fin de l’année.', daysAgo: 20, by: FIRM_ADVISOR },
];

/** Notes on Lucie Garnier, the invited customer (written with her record). */
export const LUCIE_NOTES = 'Rencontrée au salon de l’épargne. Invitation envoyée, relancer si le lien n’est pas ouvert.';

const DAY_MS = 86_400_000;

function eventRows(customerId: string, firmId: string, interactions: readonly SeedInteraction[], idOf: (email: string) => string, now: Date) {
  return interactions.map((interaction) => {
    const at = new Date(now.getTime() - interaction.daysAgo * DAY_MS);
    return {
      customerId,
      firmId,
      advisorUserId: idOf(interaction.by.email),
      advisorName: `${interaction.by.firstName} ${interaction.by.lastName}`,
      kind: interaction.kind,
      content: interaction.content,
      phone: interaction.phone ?? null,
      companyName: interaction.companyName ?? null,
      contactName: interaction.contactName ?? null,
      promoCode: interaction.promoCode ?? null,
      occurredAt: at,
      createdAt: at,
      updatedAt: at,
    };
  });
}

export async function seedAdvisoryBook(tx: Tx, firmId: string, idOf: (email: string) => string, now: Date): Promise<void> {
  for (const customer of SEED_HAND_CUSTOMERS) {
    const { followedBy, notes, interactions, ...identity } = customer;
    // The unique index on the firm and the address makes a second run insert nothing.
    const [created] = await tx
      .insert(advisoryCustomers)
      .values({ ...identity, firmId, advisorUserId: idOf(followedBy.email), advisorNotes: notes, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning({ id: advisoryCustomers.id });
    if (created && interactions.length > 0) await tx.insert(customerEvents).values(eventRows(created.id, firmId, interactions, idOf, now));
  }

  const [paul] = await tx.select({ id: advisoryCustomers.id }).from(advisoryCustomers).where(eq(advisoryCustomers.userId, idOf(SECOND_SAVER.email))).limit(1);
  if (paul) {
    const [logged] = await tx.select({ id: customerEvents.id }).from(customerEvents).where(eq(customerEvents.customerId, paul.id)).limit(1);
    if (!logged) await tx.insert(customerEvents).values(eventRows(paul.id, firmId, PAUL_INTERACTIONS, idOf, now));
  }
}
