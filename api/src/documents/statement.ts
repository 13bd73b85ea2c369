import { and, asc, desc, eq, gte, lte } from 'drizzle-orm';
import {
  assetClassLabels,
  contractKindLabels,
  feeKindLabels,
  formatCurrency,
  formatDate,
  formatPercent,
  type Brand,
  type ContractKind,
  type FeeKind,
  type PortfolioInfos,
} from '@patrimo/shared';
import type { Database } from '../db/client';
import { portfolioInvestments, portfolioValues, transactions } from '../db/schema';
import { lookThroughAllocation, type FundLookup } from '../engines/allocation';
import { contractFees } from '../engines/fees';
import type { Universe } from '../investments/universe';
import { renderPdf } from './pdf';

/**
 * The statement Patrimo writes from a contract's own stored data over a chosen period (issue 12, documents
 * tab): the value at both ends, every movement of the period, the holdings and their look-through allocation
 * (`engines/allocation.ts`) today, and the fees estimate of the next 12 months (`engines/fees.ts`). Nothing
 * is recomputed here that an engine already computes; this module reads, calls the engines and lays out.
 */

type Reader = Pick<Database, 'select'>;

/** Most movements a statement lists (the most recent ones); the totals still cover the whole period. */
export const STATEMENT_MAX_MOVEMENTS = 1500;

/** Kinds whose remaining value (beyond the described lines) is cash rather than unknown. */
const CASH_KINDS = new Set<ContractKind>(['checking', 'card', 'deposit', 'savings', 'market', 'pea']);

/** The contract as the statement needs it (a `Portfolio` has all of it). */
export interface StatementContract {
  id: string;
  name: string;
  kind: ContractKind;
  bankName: string | null;
  amount: number;
  infos: PortfolioInfos;
}

/** Everything a statement shows, gathered from the stores and the engines. */
export interface StatementData {
  brandName: string;
  contract: StatementContract;
  from: string;
  to: string;
  /** Value on the first day of the period (the last value on or before it), null before the first value. */
  startValue: { date: string; value: number } | null;
  /** Value on the last day of the period (the last value on or before it). */
  endValue: { date: string; value: number } | null;
  movements: { date: string; label: string; amount: number }[];
  /** Movements of the period beyond the listed ones (the oldest), counted in the totals. */
  omittedMovements: number;
  deposits: number;
  withdrawals: number;
  holdings: { label: string; isin: string | null; valuation: number; valuationDate: string }[];
  /** Asset classes with a positive amount, today; empty when the contract's value is not positive. */
  allocation: { label: string; amount: number; share: number }[];
  fees: { estimated: number; byKind: { kind: FeeKind; amount: number }[]; ongoingCharges: number; fundEstimate: boolean; missingKinds: FeeKind[] } | null;
  generatedAt: Date;
}

/** Gathers a statement's data; the contract must already be the subject's (the caller checked it). */
export async function statementData(
  db: Reader,
  input: { brand: Brand; contract: StatementContract; from: string; to: string; universe: Universe; now: Date },
): Promise<StatementData> {
  const { contract, from, to } = input;
  const [startRow] = await db
    .select({ date: portfolioValues.date, value: portfolioValues.value })
    .from(portfolioValues)
    .where(and(eq(portfolioValues.portfolioId, contract.id), lte(portfolioValues.date, from)))
    .orderBy(desc(portfolioValues.date))
    .limit(1);
  const [endRow] = await db
    .select({ date: portfolioValues.date, value: portfolioValues.value })
    .from(portfolioValues)
    .where(and(eq(portfolioValues.portfolioId, contract.id), lte(portfolioValues.date, to)))
    .orderBy(desc(portfolioValues.date))
    .limit(1);
  const moves = await db
    .select({ date: transactions.date, label: transactions.label, amount: transactions.amount })
    .from(transactions)
    .where(and(eq(transactions.portfolioId, contract.id), gte(transactions.date, from), lte(transactions.date, to)))
    .orderBy(asc(transactions.date), asc(transactions.externalId));
  const lines = await db
    .select({ label: portfolioInvestments.label, isin: portfolioInvestments.isin, valuation: portfolioInvestments.valuation, valuationDate: portfolioInvestments.valuationDate, euroFund: portfolioInvestments.euroFund })
    .from(portfolioInvestments)
    .where(eq(portfolioInvestments.portfolioId, contract.id))
    .orderBy(desc(portfolioInvestments.valuation), asc(portfolioInvestments.label));

  const cents = (value: number) => Math.round(value * 100);
  const deposits = moves.reduce((sum, move) => sum + (move.amount > 0 ? cents(move.amount) : 0), 0) / 100;
  const withdrawals = moves.reduce((sum, move) => sum + (move.amount < 0 ? cents(move.amount) : 0), 0) / 100;
  const omittedMovements = Math.max(0, moves.length - STATEMENT_MAX_MOVEMENTS);

  let allocation: StatementData['allocation'] = [];
  let fees: StatementData['fees'] = null;
  if (contract.amount > 0 && contract.kind !== 'loan') {
    const described = lines.reduce((sum, line) => sum + Math.max(0, line.valuation), 0);
    const rest = Math.max(0, contract.amount - described);
    const look = lookThroughAllocation(
      {
        lines: lines.filter((line) => line.valuation > 0).map((line) => ({ isin: line.isin, amount: line.valuation, euroFund: line.euroFund })),
        cash: CASH_KINDS.has(contract.kind) ? rest : 0,
        unknown: CASH_KINDS.has(contract.kind) ? 0 : rest,
      },
      input.universe as FundLookup,
    );
    allocation = look.byAssetClass.filter((slice) => slice.amount > 0).map((slice) => ({ label: assetClassLabels[slice.key], amount: slice.amount, share: slice.share }));

    const euroFundValue = lines.filter((line) => line.euroFund && line.valuation > 0).reduce((sum, line) => sum + line.valuation, 0);
    const unitLinkedValue = lines.filter((line) => !line.euroFund && line.valuation > 0).reduce((sum, line) => sum + line.valuation, 0);
    const value = Math.max(contract.amount, euroFundValue + unitLinkedValue);
    const result = contractFees({
      kind: contract.kind,
      value,
      euroFundValue,
      unitLinkedValue,
      fees: contract.infos.fees,
      holdings: lines
        .filter((line) => line.valuation > 0)
        .map((line) => ({
          isin: line.isin,
          name: line.label,
          amount: line.valuation,
          euroFund: line.euroFund,
          ongoingCharges: null,
          // The universe's funds are exchange-traded index funds; a line it does not know is counted as active.
          active: line.isin !== null && input.universe.byIsin.has(line.isin) ? false : null,
        })),
      monthlyDeposit: contract.infos.monthlyDeposit,
      monthlyWithdrawal: contract.infos.monthlyBuyout,
      // Only the next 12 months are shown, which do not depend on the return; the projection is not printed.
      grossYearlyReturn: 0,
    });
    fees = {
      estimated: result.estimatedFees,
      byKind: result.byKind.filter((line) => line.amount > 0),
      ongoingCharges: result.ongoingCharges,
      fundEstimate: result.funds.some((fund) => fund.estimated),
      missingKinds: result.missingKinds,
    };
  }

  return {
    brandName: input.brand.name,
    contract,
    from,
    to,
    startValue: startRow ?? null,
    endValue: endRow ?? null,
    movements: moves.slice(omittedMovements),
    omittedMovements,
    deposits,
    withdrawals,
    holdings: lines.map(({ label, isin, valuation, valuationDate }) => ({ label, isin, valuation, valuationDate })),
    allocation,
    fees,
    generatedAt: input.now,
  };
}

/** The statement's file name: `releve-<contract>-<from>-<to>.pdf`, ASCII letters and digits only. */
export function statementFileName(data: Pick<StatementData, 'contract' | 'from' | 'to'>): string {
  const slug =
    data.contract.name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'contrat';
  return `releve-${slug}-${data.from}-${data.to}.pdf`;
}

const euros = (value: number) => formatCurrency(value);

/** Writes the statement as a PDF (French, fr-FR amounts, the brand's name, the period). */
export function renderStatement(data: StatementData): Promise<Uint8Array> {
  const { contract } = data;
  const period = `du ${formatDate(data.from)} au ${formatDate(data.to)}`;
  const title = `Relevé du contrat « ${contract.name} »`;
  return renderPdf(
    { title: `${title} ${period}`, author: data.brandName, createdAt: data.generatedAt, footer: `${data.brandName} — ${title}, ${period}` },
    (pdf) => {
      pdf.title(title);
      pdf.paragraph(`Période ${period}. Relevé établi par ${data.brandName} le ${formatDate(data.generatedAt, 'long')} à partir des données de votre contrat.`, { muted: true });
      pdf.keyValues([
        ['Établissement', contract.bankName ?? 'Saisi par vos soins'],
        ['Type de contrat', contractKindLabels[contract.kind]],
        ['Valeur actuelle', euros(contract.amount)],
      ]);

      pdf.heading('Valeur sur la période');
      const change = data.startValue && data.endValue ? data.endValue.value - data.startValue.value : null;
      pdf.keyValues([
        [`Valeur au ${data.startValue ? formatDate(data.startValue.date) : formatDate(data.from)}`, data.startValue ? euros(data.startValue.value) : 'Contrat non encore ouvert'],
        [`Valeur au ${data.endValue ? formatDate(data.endValue.date) : formatDate(data.to)}`, data.endValue ? euros(data.endValue.value) : 'Aucune valeur connue'],
        ['Variation de valeur', change === null ? 'Non calculable' : formatCurrency(change, { signed: true })],
        ['Versements et crédits de la période', euros(data.deposits)],
        ['Retraits et débits de la période', euros(data.withdrawals)],
      ]);

      pdf.heading('Mouvements de la période');
      if (data.omittedMovements > 0) {
        pdf.paragraph(`Les ${data.movements.length} mouvements les plus récents sont listés\u00a0; les ${data.omittedMovements} plus anciens sont comptés dans les totaux ci-dessus et consultables dans l’application.`, { muted: true });
      }
      pdf.table(
        [
          { title: 'Date', width: 0.16 },
          { title: 'Libellé', width: 0.6 },
          { title: 'Montant', width: 0.24, align: 'right' },
        ],
        data.movements.map((move) => [formatDate(move.date), move.label, formatCurrency(move.amount, { signed: true })]),
        'Aucun mouvement sur la période.',
      );

      pdf.heading('Supports détenus aujourd’hui');
      pdf.table(
        [
          { title: 'Support', width: 0.5 },
          { title: 'ISIN', width: 0.2 },
          { title: 'Valorisé le', width: 0.14 },
          { title: 'Montant', width: 0.16, align: 'right' },
        ],
        data.holdings.map((line) => [line.label, line.isin ?? '—', formatDate(line.valuationDate), euros(line.valuation)]),
        'Aucun support détaillé par votre établissement pour ce contrat.',
      );

      pdf.heading('Répartition par classe d’actifs');
      pdf.table(
        [
          { title: 'Classe d’actifs', width: 0.6 },
          { title: 'Part', width: 0.16, align: 'right' },
          { title: 'Montant', width: 0.24, align: 'right' },
        ],
        data.allocation.map((slice) => [slice.label, formatPercent(slice.share), euros(slice.amount)]),
        'Sans objet pour ce contrat.',
      );
      pdf.paragraph('Répartition en transparence\u00a0: chaque fonds est ventilé selon son indice ; le fonds euros et les liquidités sont comptés à part.', { muted: true });

      pdf.heading('Frais estimés sur les 12 prochains mois');
      if (data.fees === null) {
        pdf.paragraph('Sans objet pour ce contrat.', { muted: true });
      } else {
        pdf.keyValues([
          ...data.fees.byKind.map((line): [string, string] => [feeKindLabels[line.kind], euros(line.amount)]),
          ['Frais courants des fonds', euros(data.fees.ongoingCharges)],
          ['Total estimé', euros(data.fees.estimated)],
        ]);
        const notes = ['Estimation sur la valeur actuelle, les versements et retraits programmés et les frais renseignés dans les réglages du contrat.'];
        if (data.fees.fundEstimate) notes.push('Frais courants inconnus comptés à 2 % par an pour un fonds géré activement et 0,3 % pour un fonds indiciel (estimation).');
        if (data.fees.missingKinds.length > 0) notes.push(`Frais non renseignés, comptés à 0\u00a0: ${data.fees.missingKinds.map((kind) => feeKindLabels[kind].toLowerCase()).join(', ')}.`);
        pdf.paragraph(notes.join(' '), { muted: true });
      }
      pdf.paragraph(`Ce relevé est établi par ${data.brandName} à titre informatif\u00a0; seuls les relevés de votre établissement font foi.`, { muted: true });
    },
  );
}
