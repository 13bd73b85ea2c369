import { SUPPORTED_SAVINGS_KIND_DETAILS, type ContractKind } from '@patrimo/shared';

/**
 * Which contracts have the five-step analysis (spec §3 « supported kinds », §4 « Analysis »), *product choice*:
 *
 * | kind | analysis | why |
 * |---|---|---|
 * | lifeinsurance, capitalisation, pea, pee, market | yes | investment envelopes: lines, values, flows |
 * | savings with kindDetail livret_a, livret_jeune, ldd, pel, cel, lep | yes | supported regulated savings: a guaranteed line accruing its legal rate |
 * | savings with another kindDetail | no (422 `unsupported_kind`) | spec §3: not supported |
 * | checking, card, deposit | no (422) | bank accounts: spending, not an investment to analyse |
 * | loan | no (422) | a debt |
 * | perco, article83, rsp, perp, madelin, unknown, other | no (422) | not among spec §3's supported kinds |
 *
 * The refusal is a typed 422 `unsupported_kind` with its French message rather than empty figures: a screen
 * can say why the analysis is not there instead of showing zeros.
 */
export type AnalysableKind = 'lifeinsurance' | 'capitalisation' | 'pea' | 'pee' | 'market' | 'savings';

const INVESTMENT_KINDS: readonly string[] = ['lifeinsurance', 'capitalisation', 'pea', 'pee', 'market'];

export function isAnalysable(kind: string, kindDetail: string | null): kind is AnalysableKind {
  if (INVESTMENT_KINDS.includes(kind)) return true;
  return kind === 'savings' && kindDetail !== null && (SUPPORTED_SAVINGS_KIND_DETAILS as readonly string[]).includes(kindDetail);
}

/** Kinds whose lines carry market risk and get risk and diversification advices. */
export function isInvestmentKind(kind: ContractKind | string): boolean {
  return INVESTMENT_KINDS.includes(kind);
}

/**
 * Whether a movement of a savings account is its yield rather than money the saver moved: banks credit the
 * year's interest as a movement (« INTERETS 2024 »). It is return, not a flow, or the time-weighted return
 * of every savings account would read 0 %. Investment envelopes' movements are all the saver's payments.
 */
export function isYieldCredit(label: string): boolean {
  return /^INT[EÉ]R[EÊ]TS?\b/i.test(label.trim());
}
