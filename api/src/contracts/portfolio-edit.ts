import { and, eq } from 'drizzle-orm';
import {
  feeKindsFor,
  isRiskedKind,
  LOAN_TYPES,
  SAVINGS_KIND_DETAILS,
  type ContractKind,
  type ErrorCode,
  type KindDetail,
  type LoanInput,
  type PortfolioInfosInput,
  type PortfolioUpdate,
  type ContractStatus,
} from '@patrimo/shared';
import { recommendedRiskFor } from '@patrimo/shared/risk-survey';
import { amortisingInstalment } from '../aggregation/sandbox/holdings';
import { placementOfKind } from '../accounts/categories';
import type { Database } from '../db/client';
import { loans, portfolios, realEstateLoans, realEstates } from '../db/schema';
import { fieldErrors } from '../http/errors';
import { owned } from '../http/ownership';
import { findCatalogueProduct } from './product-store';
import { storableEuros } from './storable';
import { clearContractAnalyses } from './analysis-cache';

/**
 * The saver's edits of their contracts: PUT /portfolios/{id} (fields, status, the financed property, the
 * contract's risk questionnaire, loan terms) and PUT /portfolios/{id}/portfolio_infos (goal and fees). Each
 * edit is checked whole before anything is written, then clears the contract's cached analyses (spec §4).
 */

type Writer = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;
type PortfolioRow = typeof portfolios.$inferSelect;
type LoanRow = typeof loans.$inferSelect;

/** Field errors keyed by wire name, gathered before refusing so that the form shows them all at once. */
class Problems {
  readonly fields: Record<string, ErrorCode[]> = {};
  add(field: string, code: ErrorCode): void {
    const codes = (this.fields[field] ??= []);
    if (!codes.includes(code)) codes.push(code);
  }
  throwIfAny(): void {
    if (Object.keys(this.fields).length > 0) throw fieldErrors(this.fields);
  }
}

async function ownRow(db: Writer, userId: string, portfolioId: string): Promise<PortfolioRow> {
  const [row] = await db
    .select()
    .from(portfolios)
    .where(and(eq(portfolios.id, portfolioId), eq(portfolios.userId, userId)))
    .limit(1)
    .for('update');
  return owned(row);
}

function includes(list: readonly string[], value: string): boolean {
  return list.includes(value);
}

/** Whether a kindDetail fits a kind: savings details for savings, loan types for loans, none otherwise. */
function detailFits(kind: ContractKind, kindDetail: KindDetail | null): boolean {
  if (kind === 'savings') return kindDetail === null || includes(SAVINGS_KIND_DETAILS, kindDetail);
  if (kind === 'loan') return kindDetail !== null && includes(LOAN_TYPES, kindDetail);
  return kindDetail === null;
}

/** Months from one ISO date to another, at least one. */
function monthsBetween(from: string, to: string): number {
  const [fromYear = 0, fromMonth = 0] = from.split('-').map(Number);
  const [toYear = 0, toMonth = 0] = to.split('-').map(Number);
  return Math.max(1, (toYear - fromYear) * 12 + (toMonth - fromMonth));
}

const cents = (euros: number): number => Math.round(euros * 100) / 100;

/**
 * The loans row after the edit, or field errors. An existing row takes any subset; a loan without terms yet
 * needs them all (type, signature and end dates, amount borrowed, rate) and gets its monthly payment from
 * them (constant instalments plus insurance). The monthly insurance is stored as a yearly rate on the
 * borrowed amount, the form the partner gives it in. Properties are linked through `realEstateId`.
 */
function nextLoan(
  existing: LoanRow | undefined,
  input: LoanInput,
  type: { chosen: KindDetail | null | undefined; current: KindDetail | null },
  remaining: number,
  problems: Problems,
): Omit<LoanRow, 'portfolioId'> | undefined {
  const field = (name: string) => `portfolio.loan.${name}`;
  if (input.realEstates !== undefined && input.realEstates.length > 0) problems.add(field('real_estates'), 'invalid');
  const loanType = type.chosen ?? existing?.kindDetail ?? (type.current !== null && includes(LOAN_TYPES, type.current) ? type.current : undefined);
  const signatureDate = input.signatureDate === undefined ? existing?.signatureDate : input.signatureDate;
  const endDate = input.contractualEndDate === undefined ? existing?.endDate : input.contractualEndDate;
  const totalAmount = input.totalAmount === undefined ? existing?.totalAmount : input.totalAmount;
  const rate = input.nominalRate === undefined ? existing?.rate : input.nominalRate;
  const required: [string, unknown][] = [
    ['kind_detail', loanType],
    ['signature_date', signatureDate],
    ['contractual_end_date', endDate],
    ['total_amount', totalAmount],
    ['nominal_rate', rate],
  ];
  for (const [name, value] of required) {
    if (value === null) problems.add(field(name), 'blank');
    else if (value === undefined) problems.add(field(name), 'required');
  }
  if (typeof signatureDate === 'string' && typeof endDate === 'string' && endDate <= signatureDate) problems.add(field('contractual_end_date'), 'invalid');
  if (loanType == null || signatureDate == null || endDate == null || totalAmount == null || rate == null) return undefined;

  if (!storableEuros(totalAmount)) problems.add(field('total_amount'), 'out_of_range');
  let insuranceRate = existing?.insuranceRate ?? null;
  if (input.monthlyInsurance !== undefined) {
    if (input.monthlyInsurance === null) insuranceRate = null;
    else if (totalAmount === 0) problems.add(field('monthly_insurance'), 'invalid');
    else insuranceRate = (input.monthlyInsurance * 12) / totalAmount;
  } else if (existing?.insuranceRate != null && existing.totalAmount > 0 && totalAmount > 0) {
    // The saver sees a monthly insurance: a new borrowed amount keeps it, not the rate behind it.
    insuranceRate = (existing.totalAmount * existing.insuranceRate) / totalAmount;
  }
  // More than the whole borrowed amount a year is no insurance (and would not fit the rate's column).
  if (insuranceRate !== null && insuranceRate > 1) problems.add(field('monthly_insurance'), 'out_of_range');
  const termsChanged = !existing || input.totalAmount !== undefined || input.nominalRate !== undefined || input.signatureDate !== undefined || input.contractualEndDate !== undefined || input.monthlyInsurance !== undefined;
  const monthlyPayment = termsChanged
    ? cents(amortisingInstalment(totalAmount, rate, monthsBetween(signatureDate, endDate)) + (totalAmount * (insuranceRate ?? 0)) / 12)
    : existing.monthlyPayment;
  if (!storableEuros(monthlyPayment)) problems.add(field('total_amount'), 'out_of_range');
  return {
    kindDetail: loanType,
    signatureDate,
    endDate,
    totalAmount,
    rate,
    insuranceRate,
    monthlyPayment,
    remainingCapital: existing?.remainingCapital ?? Math.abs(remaining),
  };
}

/**
 * PUT /portfolios/{id} `{ portfolio }`: the fields given, checked together against the contract as it will
 * be. Rules (400 with the wire field, `invalid` unless said):
 * - `kindDetail` must fit the kind: a savings detail (or none) for savings, a loan type for loans, none for
 *   other kinds; a kind change to a kind without details drops the old detail;
 * - `amount` only on contracts entered by hand: a synchronised contract's amount is the bank's (`inconsistent`);
 * - `realEstateId` only on loans, and only one of the saver's real-estate contracts;
 * - `riskSurvey` only of `type: 'contract'` and on risked kinds; it sets the contract's recommended risk;
 * - `loan` only on loans (see `nextLoan`).
 * A kind change moves the contract to its kind's category (not for real-estate contracts).
 */
export async function updatePortfolio(db: Writer, input: { userId: string; portfolioId: string; update: PortfolioUpdate; now: Date }): Promise<void> {
  const row = await ownRow(db, input.userId, input.portfolioId);
  const { update } = input;
  const problems = new Problems();

  const kind = update.kind ?? (row.kind as ContractKind);
  const kindChanged = kind !== row.kind;
  const keepsDetails = kind === 'savings' || kind === 'loan';
  const kindDetail: KindDetail | null =
    update.kindDetail !== undefined ? update.kindDetail : kindChanged && !keepsDetails ? null : (row.kindDetail as KindDetail | null);
  if (!detailFits(kind, kindDetail)) problems.add(update.kindDetail !== undefined ? 'portfolio.kind_detail' : 'portfolio.kind', 'invalid');

  if (update.amount !== undefined && row.accountId !== null) problems.add('portfolio.amount', 'inconsistent');
  else if (update.amount !== undefined && !storableEuros(update.amount)) problems.add('portfolio.amount', 'out_of_range');

  // Spec §5 / §8: a loan is linked to one of the saver's properties, once, and only with its terms known.
  let link: { realEstateId: string; amount: number; date: string } | undefined;
  if (update.realEstateId !== undefined && update.realEstateId !== null) {
    if (kind !== 'loan') problems.add('portfolio.real_estate_id', 'invalid');
    else {
      const [property] = await db
        .select({ id: realEstates.id })
        .from(realEstates)
        .where(and(eq(realEstates.id, update.realEstateId), eq(realEstates.userId, input.userId)))
        .limit(1);
      const [terms] = await db.select().from(loans).where(eq(loans.portfolioId, row.id)).limit(1);
      const [existingLink] = await db.select().from(realEstateLoans).where(eq(realEstateLoans.loanId, row.id)).limit(1);
      const totalAmount = update.loan?.totalAmount ?? terms?.totalAmount ?? null;
      if (!property) problems.add('portfolio.real_estate_id', 'invalid');
      else if (existingLink && existingLink.realEstateId !== property.id) problems.add('portfolio.real_estate_id', 'loan_already_connected');
      else if (!terms && update.loan === undefined) problems.add('portfolio.real_estate_id', 'loan_zero');
      else if (totalAmount === null || totalAmount <= 0) problems.add('portfolio.real_estate_id', 'loan_zero');
      else {
        const amount = update.realEstateAmount ?? existingLink?.amount ?? totalAmount;
        if (amount > totalAmount) problems.add('portfolio.real_estate_amount', 'out_of_range');
        const date = update.realEstateDate ?? existingLink?.date ?? update.loan?.signatureDate ?? terms?.signatureDate ?? input.now.toISOString().slice(0, 10);
        link = { realEstateId: property.id, amount, date };
      }
    }
  } else if (update.realEstateAmount !== undefined || update.realEstateDate !== undefined) {
    problems.add('portfolio.real_estate_id', 'required');
  }

  let recommendedRisk = row.recommendedRisk;
  if (update.riskSurvey !== undefined) {
    if (update.riskSurvey.type !== 'contract') problems.add('portfolio.risk_survey.type', 'invalid');
    else if (!isRiskedKind(kind)) problems.add('portfolio.risk_survey', 'invalid');
    else recommendedRisk = recommendedRiskFor(update.riskSurvey.answers);
  }

  let loan: Omit<LoanRow, 'portfolioId'> | undefined;
  if (update.loan !== undefined) {
    if (kind !== 'loan') problems.add('portfolio.loan', 'invalid');
    else {
      const [existing] = await db.select().from(loans).where(eq(loans.portfolioId, row.id)).limit(1);
      // The loan type is the contract's kindDetail: sent in both places, they must agree.
      const sentDetail = update.kindDetail !== undefined ? kindDetail : undefined;
      if (update.loan.kindDetail !== undefined && sentDetail !== undefined && update.loan.kindDetail !== sentDetail) problems.add('portfolio.loan.kind_detail', 'invalid');
      loan = nextLoan(existing, update.loan, { chosen: update.loan.kindDetail ?? sentDetail, current: kindDetail }, update.amount ?? row.amount, problems);
    }
  }
  problems.throwIfAny();

  const placement = kindChanged && row.category !== 'real_estate' ? placementOfKind(kind) : undefined;
  await db
    .update(portfolios)
    .set({
      ...(update.name !== undefined ? { name: update.name } : {}),
      kind,
      kindDetail: loan ? loan.kindDetail : kindDetail,
      ...(placement ? { category: placement.category, type: placement.type } : {}),
      ...(update.amount !== undefined ? { amount: update.amount } : {}),
      ...(update.status !== undefined ? { status: update.status } : {}),
      // A contract that is no longer a loan finances nothing.
      ...(update.realEstateId !== undefined ? { realEstateId: update.realEstateId } : kind !== 'loan' ? { realEstateId: null } : {}),
      ...(update.riskSurvey !== undefined ? { riskSurvey: update.riskSurvey, recommendedRisk } : {}),
      updatedAt: input.now,
    })
    .where(eq(portfolios.id, row.id));
  if (loan) await db.insert(loans).values({ portfolioId: row.id, ...loan }).onConflictDoUpdate({ target: loans.portfolioId, set: loan });
  if (link) {
    await db
      .insert(realEstateLoans)
      .values({ loanId: row.id, ...link })
      .onConflictDoUpdate({ target: realEstateLoans.loanId, set: { amount: link.amount, date: link.date } });
  } else if (update.realEstateId === null || kind !== 'loan') {
    await db.delete(realEstateLoans).where(eq(realEstateLoans.loanId, row.id));
  }
  // A loan type changed without terms still changes the loan's own record of it.
  else if (kind === 'loan' && kindDetail !== null && update.kindDetail !== undefined) await db.update(loans).set({ kindDetail }).where(eq(loans.portfolioId, row.id));
  await clearContractAnalyses(db, row.id);
}

/** PUT /portfolios/{id} `{ status }`: shown, hidden by the saver, or closed. */
export async function updatePortfolioStatus(db: Writer, input: { userId: string; portfolioId: string; status: ContractStatus; now: Date }): Promise<void> {
  const row = await ownRow(db, input.userId, input.portfolioId);
  await db.update(portfolios).set({ status: input.status, updatedAt: input.now }).where(eq(portfolios.id, row.id));
  await clearContractAnalyses(db, row.id);
}

/**
 * PUT /portfolios/{id}/portfolio_infos: the settings given replace the stored ones, the others stay (`null`
 * empties one). Fees: only the kinds the settings ask for this contract's kind (`feeKindsFor`: the life-
 * insurance list or the other contracts' one), else `portfolio_infos.fees.{i}.kind` `invalid`; the list sent
 * replaces the stored list. `contractId` must be a product of the catalogue.
 */
export async function updatePortfolioInfos(db: Writer, input: { userId: string; portfolioId: string; infos: PortfolioInfosInput; now: Date }): Promise<void> {
  const row = await ownRow(db, input.userId, input.portfolioId);
  const problems = new Problems();
  const allowed = feeKindsFor(row.kind as ContractKind);
  input.infos.fees?.forEach((fee, index) => {
    if (!allowed.includes(fee.kind)) problems.add(`portfolio_infos.fees.${index}.kind`, 'invalid');
  });
  const { contractId } = input.infos;
  if (contractId !== undefined && contractId !== null) {
    // The saver may link a product they declared that still awaits review.
    const product = await findCatalogueProduct(db, contractId, { userId: input.userId, reviewer: false });
    if (!product || product.id !== contractId) problems.add('portfolio_infos.contract_id', 'invalid');
  }
  problems.throwIfAny();

  const given = Object.fromEntries(Object.entries(input.infos).filter(([, value]) => value !== undefined));
  await db
    .update(portfolios)
    .set({ infos: { ...row.infos, ...given }, updatedAt: input.now })
    .where(eq(portfolios.id, row.id));
  await clearContractAnalyses(db, row.id);
}
