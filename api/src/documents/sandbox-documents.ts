import { contractKindLabels, formatCurrency, formatDate } from '@patrimo/shared';
import type { ProviderAccount, ProviderDocument, ProviderFile } from '../aggregation/provider';
import { renderPdf } from './pdf';

/**
 * The documents a sandbox institution gives (the sandbox adapter and the « Démonstration » account): for each
 * account, its terms (« Conditions générales ») on its opening day and one annual statement for every
 * complete calendar year it was open, from 2017. Deterministic: the same account and the same "today" give
 * the same list and the same files, written from the account's own history and transactions.
 */

/** The first year a statement is written for (spec §9: history from 2017-01-01). */
const FIRST_YEAR = 2017;

const ANNUAL = '.annual-';
const TERMS = '.terms';

/** The documents of the accounts as of `today` (ISO date), newest first. */
export function sandboxDocuments(accounts: readonly ProviderAccount[], today: string): ProviderDocument[] {
  const lastCompleteYear = Number(today.slice(0, 4)) - 1;
  const documents: ProviderDocument[] = [];
  for (const account of accounts) {
    const openingYear = Number(account.openingDate.slice(0, 4));
    for (let year = lastCompleteYear; year >= Math.max(FIRST_YEAR, openingYear); year--) {
      documents.push({ id: `${account.id}${ANNUAL}${year}`, accountId: account.id, name: `Relevé annuel ${year}`, kind: 'annual_statement', date: `${year}-12-31`, contentType: 'application/pdf' });
    }
    if (account.openingDate <= today) {
      documents.push({ id: `${account.id}${TERMS}`, accountId: account.id, name: 'Conditions générales du contrat', kind: 'contract_terms', date: account.openingDate, contentType: 'application/pdf' });
    }
  }
  return documents.sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
}

/** Value on or before `date` in a history (oldest first), or null before its first day. */
function valueOn(history: readonly [string, number][], date: string): number | null {
  let found: number | null = null;
  for (const [day, value] of history) {
    if (day > date) break;
    found = value;
  }
  return found;
}

/** The file of one of `sandboxDocuments`' documents; null when the id is not one of them. */
export async function sandboxDocumentFile(accounts: readonly ProviderAccount[], institutionName: string, documentId: string, today: string, now: Date): Promise<ProviderFile | null> {
  const listed = sandboxDocuments(accounts, today).find((document) => document.id === documentId);
  if (!listed || listed.accountId === null) return null;
  const account = accounts.find((item) => item.id === listed.accountId);
  if (!account) return null;
  const footer = `${institutionName} — ${account.name}${account.number ? ` n° ${account.number}` : ''}`;
  if (listed.kind === 'contract_terms') {
    const content = await renderPdf({ title: `${listed.name} — ${account.name}`, author: institutionName, createdAt: now, footer }, (pdf) => {
      pdf.title(`${listed.name}`);
      pdf.keyValues([
        ['Établissement', institutionName],
        ['Contrat', account.name],
        ['Numéro', account.number ?? 'Non communiqué'],
        ['Type de contrat', contractKindLabels[account.kind]],
        ['Date d’ouverture', formatDate(account.openingDate)],
      ]);
      pdf.paragraph('Document de démonstration écrit par le bac à sable d’agrégation : il tient lieu des conditions générales que votre établissement met à disposition.', { muted: true });
    });
    return { fileName: `conditions-generales-${account.id}.pdf`, contentType: 'application/pdf', content };
  }
  const year = Number(listed.date.slice(0, 4));
  const start = `${year - 1}-12-31`;
  const end = `${year}-12-31`;
  const moves = account.transactions.filter((move) => move.date > start && move.date <= end).sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
  const startValue = valueOn(account.history, start);
  const endValue = valueOn(account.history, end);
  const content = await renderPdf({ title: `${listed.name} — ${account.name}`, author: institutionName, createdAt: now, footer }, (pdf) => {
    pdf.title(`${listed.name} — ${account.name}`);
    pdf.keyValues([
      ['Établissement', institutionName],
      ['Numéro', account.number ?? 'Non communiqué'],
      [`Valeur au ${formatDate(start)}`, startValue === null ? 'Contrat non encore ouvert' : formatCurrency(startValue)],
      [`Valeur au ${formatDate(end)}`, endValue === null ? 'Aucune valeur' : formatCurrency(endValue)],
    ]);
    pdf.heading(`Opérations de l’année ${year}`);
    pdf.table(
      [
        { title: 'Date', width: 0.16 },
        { title: 'Libellé', width: 0.6 },
        { title: 'Montant', width: 0.24, align: 'right' },
      ],
      moves.map((move) => [formatDate(move.date), move.label, formatCurrency(move.amount, { signed: true })]),
      'Aucune opération cette année.',
    );
    pdf.paragraph('Document de démonstration écrit par le bac à sable d’agrégation à partir des données du contrat.', { muted: true });
  });
  return { fileName: `releve-annuel-${year}-${account.id}.pdf`, contentType: 'application/pdf', content };
}
