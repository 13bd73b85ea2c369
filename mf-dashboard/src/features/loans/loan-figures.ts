import type { Loan, LoanType, Portfolio } from '@patrimo/shared';

/** A loan contract with the figures its cards show. */
export interface LoanFigures {
  portfolio: Portfolio;
  type: LoanType | null;
  /** Capital still owed, positive. */
  remaining: number;
  /** Amount borrowed, when the institution gave it. */
  borrowed: number | null;
  /** Share of the borrowed capital already repaid, 0 to 1; null without the amount borrowed. */
  repaidShare: number | null;
  /** Instalment plus insurance per month; null when the loan's terms are unknown. */
  monthlyPayment: number | null;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** Midnight UTC of an ISO date, or null when there is none (to sort by date with the unknown last). */
function isoDayMsOrNull(isoDate: string | null | undefined): number | null {
  return isoDate ? Date.parse(`${isoDate}T00:00:00Z`) : null;
}

/** Whole months between two ISO dates (the loan's term). */
export function monthsBetween(from: string, to: string): number {
  const [fromYear, fromMonth] = from.split('-').map(Number);
  const [toYear, toMonth] = to.split('-').map(Number);
  if (fromYear === undefined || fromMonth === undefined || toYear === undefined || toMonth === undefined) return 0;
  return (toYear - fromYear) * 12 + (toMonth - fromMonth);
}

/**
 * The constant monthly instalment of an amortising loan, P·r / (1 − (1 + r)^−n) with r the monthly rate,
 * plus the monthly insurance; a zero-rate loan repays P / n. Null when the amount, the rate or the dates
 * are missing: a guess would be presented as a fact.
 */
export function monthlyPayment(loan: Pick<Loan, 'totalAmount' | 'nominalRate' | 'signatureDate' | 'contractualEndDate' | 'monthlyInsurance'>): number | null {
  const { totalAmount, nominalRate, signatureDate, contractualEndDate } = loan;
  if (totalAmount === null || nominalRate === null || signatureDate === null || contractualEndDate === null) return null;
  const months = monthsBetween(signatureDate, contractualEndDate);
  if (months <= 0) return null;
  const rate = nominalRate / 12;
  const instalment = rate === 0 ? totalAmount / months : (totalAmount * rate) / (1 - (1 + rate) ** -months);
  return round(instalment + (loan.monthlyInsurance ?? 0));
}

/** The figures of one loan contract; the owed capital comes from the loan, or the contract's balance. */
export function loanFigures(portfolio: Portfolio): LoanFigures {
  const loan = portfolio.loan;
  const remaining = round(Math.abs(loan?.remainingAmount ?? portfolio.amount));
  const borrowed = loan?.totalAmount ?? null;
  const repaidShare = borrowed !== null && borrowed > 0 ? Math.min(1, Math.max(0, 1 - remaining / borrowed)) : null;
  return {
    portfolio,
    type: loan?.kindDetail ?? null,
    remaining,
    borrowed,
    repaidShare,
    monthlyPayment: loan && loan.status !== 'repaid' ? monthlyPayment(loan) : null,
  };
}

export interface LoansSummary {
  loans: LoanFigures[];
  /** Capital owed on every loan still being repaid. */
  remaining: number;
  /** Sum of the monthly payments that could be computed. */
  monthly: number;
  /** Loans whose monthly payment is unknown (missing terms), so `monthly` leaves them out. */
  unknownMonthly: number;
}

const repaidRank = (figures: LoanFigures) => (figures.portfolio.loan?.status === 'repaid' ? 1 : 0);
const endOf = (figures: LoanFigures) => isoDayMsOrNull(figures.portfolio.loan?.contractualEndDate) ?? Number.POSITIVE_INFINITY;

/** The loans page's figures: loans being repaid first, those ending soonest at the top, repaid ones last. */
export function loansSummary(portfolios: readonly Portfolio[]): LoansSummary {
  const loans = portfolios
    .filter((portfolio) => portfolio.kind === 'loan' && portfolio.status !== 'hidden')
    .map(loanFigures)
    .sort((a, b) => repaidRank(a) - repaidRank(b) || endOf(a) - endOf(b));
  const ongoing = loans.filter((figures) => figures.portfolio.loan?.status !== 'repaid');
  return {
    loans,
    remaining: round(ongoing.reduce((sum, figures) => sum + figures.remaining, 0)),
    monthly: round(ongoing.reduce((sum, figures) => sum + (figures.monthlyPayment ?? 0), 0)),
    unknownMonthly: ongoing.filter((figures) => figures.monthlyPayment === null).length,
  };
}
