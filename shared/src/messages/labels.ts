import type {
  AnnualSavings,
  IncomeRange,
  InvestableAssets,
  MaritalStatus,
  MoneySource,
  MonthlyCharges,
  ProfessionnalStatus,
  Scp,
} from '../schemas/user-profile';

/**
 * French labels of every enumeration of the contract, one record per enumeration, typed so that a
 * new value without a label is a compile error. Screens show these and never write their own.
 */

// The labels of each domain are in a file of their own; the saver profile's are below.
export * from './contract-labels';
export * from './real-estate-labels';
export * from './analysis-labels';
export * from './account-labels';
export * from './advisory-labels';

export const incomeRangeLabels: Record<IncomeRange, string> = {
  0: 'Moins de 25 000 €',
  1: 'De 25 000 à 50 000 €',
  2: 'De 50 000 à 75 000 €',
  3: 'De 75 000 à 100 000 €',
  4: 'De 100 000 à 150 000 €',
  5: 'Plus de 150 000 €',
};

export const moneySourceLabels: Record<MoneySource, string> = {
  0: 'Salaires',
  1: 'Pensions et retraites',
  2: 'Revenus fonciers',
  3: 'Revenus financiers',
  4: "Bénéfices d’une activité indépendante",
  5: 'Prestations et allocations',
};

export const maritalStatusLabels: Record<MaritalStatus, string> = {
  0: 'Célibataire',
  1: 'Divorcé(e)',
  2: 'Marié(e)',
  3: 'Séparé(e)',
  4: 'En concubinage',
  5: 'Veuf ou veuve',
  6: 'Pacsé(e)',
};

export const investableAssetsLabels: Record<InvestableAssets, string> = {
  0: 'Moins de 50 000 €',
  1: 'De 50 000 à 100 000 €',
  2: 'De 100 000 à 150 000 €',
  3: 'De 150 000 à 400 000 €',
  4: 'De 400 000 à 750 000 €',
  5: 'De 750 000 à 1 500 000 €',
  6: 'Plus de 1 500 000 €',
};

export const annualSavingsLabels: Record<AnnualSavings, string> = {
  0: 'Moins de 5 000 €',
  1: 'De 5 000 à 10 000 €',
  2: 'De 10 000 à 20 000 €',
  3: 'De 20 000 à 50 000 €',
  4: 'Plus de 50 000 €',
};

export const monthlyChargesLabels: Record<MonthlyCharges, string> = {
  0: 'Moins de 500 €',
  1: 'De 500 à 1 000 €',
  2: 'De 1 000 à 1 500 €',
  3: 'De 1 500 à 2 500 €',
  4: 'De 2 500 à 4 000 €',
  5: 'Plus de 4 000 €',
};

export const professionnalStatusLabels: Record<ProfessionnalStatus, string> = {
  0: 'Salarié(e) du secteur privé',
  1: 'Fonctionnaire',
  2: "Indépendant(e), profession libérale ou chef d’entreprise",
  3: 'Retraité(e)',
  4: 'Sans activité professionnelle',
};

/** INSEE PCS 2003 labels of the socio-professional categories. */
export const scpLabels: Record<Scp, string> = {
  1000: 'Agriculteurs exploitants',
  2100: 'Artisans',
  2200: 'Commerçants et assimilés',
  2300: "Chefs d’entreprise de 10 salariés ou plus",
  3100: 'Professions libérales et assimilés',
  3300: 'Cadres de la fonction publique',
  3400: 'Professeurs, professions scientifiques',
  3500: "Professions de l’information, des arts et des spectacles",
  3700: "Cadres administratifs et commerciaux d’entreprise",
  3800: "Ingénieurs et cadres techniques d’entreprise",
  4100: "Professions intermédiaires de l’enseignement, de la santé, de la fonction publique et assimilés",
  4600: 'Professions intermédiaires administratives et commerciales des entreprises',
  4700: 'Techniciens',
  4800: 'Contremaîtres, agents de maîtrise',
  5100: 'Employés de la fonction publique',
  5400: "Employés administratifs d’entreprise",
  5500: 'Employés de commerce',
  5600: 'Personnels des services directs aux particuliers',
  6100: 'Ouvriers qualifiés',
  6600: 'Ouvriers non qualifiés',
  6900: 'Ouvriers agricoles',
  7100: 'Anciens agriculteurs exploitants',
  7200: "Anciens artisans, commerçants, chefs d’entreprise",
  7400: 'Anciens cadres',
  7500: 'Anciennes professions intermédiaires',
  7700: 'Anciens employés',
};
