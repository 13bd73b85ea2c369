import type { Tag } from '@patrimo/shared';

/**
 * The themes funds are filed under (GET /tags). Few and broad on purpose: they are derived from what a
 * fund's name says it tracks, and a finer theme would claim more than the fund list tells.
 */
export const TAGS = [
  { id: 'actions-france', label: 'Actions françaises' },
  { id: 'actions-europe', label: 'Actions européennes' },
  { id: 'actions-amerique', label: 'Actions américaines' },
  { id: 'actions-asie', label: 'Actions asiatiques' },
  { id: 'actions-emergentes', label: 'Actions des pays émergents' },
  { id: 'actions-internationales', label: 'Actions internationales' },
  { id: 'secteurs', label: 'Secteurs' },
  { id: 'thematiques', label: 'Thématiques' },
  { id: 'strategies', label: 'Stratégies factorielles' },
  { id: 'obligations', label: 'Obligations' },
  { id: 'obligations-etats', label: 'Obligations d’États' },
  { id: 'obligations-entreprises', label: 'Obligations d’entreprises' },
  { id: 'haut-rendement', label: 'Haut rendement' },
  { id: 'monetaire', label: 'Monétaire' },
  { id: 'immobilier', label: 'Immobilier coté' },
  { id: 'or', label: 'Or' },
  { id: 'matieres-premieres', label: 'Matières premières' },
  { id: 'esg', label: 'ESG' },
  { id: 'levier-inverse', label: 'Levier et inverse' },
] as const satisfies readonly Tag[];

/** Identifier of a tag, e.g. `actions-europe`. */
export type TagId = (typeof TAGS)[number]['id'];
