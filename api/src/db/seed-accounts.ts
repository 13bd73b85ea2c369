/**
 * The demonstration accounts created by the seed (src/db/seed.ts). Tests, documentation and the e2e suites
 * import these constants instead of repeating the credentials.
 */

export const SAVER_PASSWORD = 'Patrimo-Demo-2026!';
export const ADVISOR_PASSWORD = 'Patrimo-Conseil-2026!';

export interface SeedSaver {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export interface SeedAdvisor extends SeedSaver {
  role: 'admin' | 'advisor' | 'manager';
}

/** The demonstration saver (spec §1 "Démonstration"). */
export const DEMO_SAVER: SeedSaver = {
  email: 'demo@patrimo.fr',
  password: SAVER_PASSWORD,
  firstName: 'Camille',
  lastName: 'Martin',
};

/** A second saver, customer of the seeded firm and followed by its advisor. */
export const SECOND_SAVER: SeedSaver = {
  email: 'paul.durand@example.fr',
  password: SAVER_PASSWORD,
  firstName: 'Paul',
  lastName: 'Durand',
};

export const SEED_FIRM_NAME = 'Cabinet Patrimo Conseil';

export const FIRM_ADMIN: SeedAdvisor = {
  email: 'admin@conseil.patrimo.fr',
  password: ADVISOR_PASSWORD,
  firstName: 'Hélène',
  lastName: 'Lefèvre',
  role: 'admin',
};

export const FIRM_ADVISOR: SeedAdvisor = {
  email: 'conseiller@conseil.patrimo.fr',
  password: ADVISOR_PASSWORD,
  firstName: 'Julien',
  lastName: 'Moreau',
  role: 'advisor',
};

export const FIRM_MANAGER: SeedAdvisor = {
  email: 'manager@conseil.patrimo.fr',
  password: ADVISOR_PASSWORD,
  firstName: 'Sophie',
  lastName: 'Bernard',
  role: 'manager',
};

export const SEED_SAVERS: readonly SeedSaver[] = [DEMO_SAVER, SECOND_SAVER];
export const SEED_ADVISORS: readonly SeedAdvisor[] = [FIRM_ADMIN, FIRM_ADVISOR, FIRM_MANAGER];

/**
 * A pending invitation from the seeded firm's advisor, so that the invited registration can be tried on a
 * fresh install: `/app/register?invitation=<token>` (on the advisory brand, registration needs one). The
 * token is public demo data, like the passwords above; real invitations get random tokens.
 */
export const DEMO_INVITATION = {
  token: 'demo-invitation-lucie-garnier',
  civilTitle: 'mrs' as const,
  firstName: 'Lucie',
  lastName: 'Garnier',
  email: 'lucie.garnier@example.fr',
  message: 'Bonjour Lucie, comme convenu, voici votre accès à notre espace de suivi patrimonial.',
};
