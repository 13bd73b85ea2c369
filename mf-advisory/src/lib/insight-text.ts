import { formatCurrency, formatPercent, riskProfileLevelLabels, type Insight, type InsightKind, type RiskProfileLevel } from '@patrimo/shared';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { insightBadgeMessages, insightKindMessages, insightSentenceMessages as m } from './insight-messages';

export interface InsightTextOptions {
  /** Private mode: amounts become the five-star mask (rates and risk levels stay). @default false */
  masked?: boolean;
}

/** The short French name of an insight's kind (« Hors profil », « Frais élevés »…), for its badge. */
export function insightKindLabel(kind: InsightKind): MessageDescriptor {
  return insightBadgeMessages[kind];
}

/** The French heading of a kind of insight across the book (« Contrats hors profil »…). */
export function insightKindHeading(kind: InsightKind): MessageDescriptor {
  return insightKindMessages[kind];
}

/** A risk level 0–5 as its French name in guillemets, « Offensif ». */
function levelName(level: number | null): string {
  const label = level === null ? undefined : riskProfileLevelLabels[Math.round(level) as RiskProfileLevel];
  return `«\u00a0${label ?? '?'}\u00a0»`;
}

/**
 * One insight as the French sentence an advisor reads (the book's insights, the customer's insights tab and
 * overview alerts), with the figure behind it and the threshold it is compared to: fr-FR euros for amounts
 * (masked in private mode), percents for fee rates, risk levels by name.
 *
 * @example
 * insightSentence(intl, { kind: 'high_fees', portfolioName: 'PEA Horizon', figure: 0.021, threshold: 0.015, … });
 * // « PEA Horizon coûte 2,1 % de frais par an, au-dessus de la moyenne de 1,5 % pour ce type de contrat. »
 */
export function insightSentence(intl: IntlShape, insight: Insight, options: InsightTextOptions = {}): string {
  const t = intl.formatMessage;
  const contract = insightContractName(intl, insight);
  const amount = (value: number | null) => (value === null ? '?' : formatCurrency(value, { concise: true, masked: options.masked ?? false }));
  const rate = (value: number | null) => (value === null ? '?' : formatPercent(value));
  switch (insight.kind) {
    case 'out_of_profile':
      return t(m.outOfProfile, {
        contract,
        level: levelName(insight.figure),
        figure: insight.figure ?? '?',
        recommended: levelName(insight.threshold),
        threshold: insight.threshold ?? '?',
      });
    case 'idle_liquidities':
      return insight.portfolioId === null
        ? t(m.idleChecking, { figure: amount(insight.figure), threshold: amount(insight.threshold) })
        : t(m.idleSavings, { contract, figure: amount(insight.figure), threshold: amount(insight.threshold) });
    case 'high_fees':
      return t(m.highFees, { contract, figure: rate(insight.figure), threshold: rate(insight.threshold) });
    case 'analysis_not_done':
      return t(m.analysisNotDone, { contract, figure: amount(insight.figure) });
    case 'no_risk_profile':
      return t(m.noRiskProfile);
  }
}

/** The name an insight gives its contract: its own, or « Un contrat ». */
export function insightContractName(intl: IntlShape, insight: Insight): string {
  return insight.portfolioName ?? intl.formatMessage(m.someContract);
}

/**
 * Where an insight leads in the customer's saver view: the contract it names (relative to the customer's
 * pages), or nowhere.
 */
export function insightContractPath(insight: Insight): string | null {
  return insight.portfolioId === null ? null : `view/contract/${insight.portfolioId}/overview`;
}
