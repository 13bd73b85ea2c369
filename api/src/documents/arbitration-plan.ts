import { formatCurrency, formatDate, formatPercent, optimisationStrategyLabels, startAllocationLabels, type ArbitrationPlan } from '@patrimo/shared';
import { renderPdf } from './pdf';

/**
 * The arbitration plan as a PDF (issue 13): what the saver sends to their insurer themselves — the contract, the
 * date, the movements table (sell, buy, whole euros), the figures before and after, and the sentence saying
 * Patrimo sends nothing to the institution. French, fr-FR amounts, the brand's name.
 */

export interface PlanDocument {
  plan: ArbitrationPlan;
  contractName: string;
  bankName: string | null;
  brandName: string;
  generatedAt: Date;
}

/** `projet-arbitrage-<contract>-<date>.pdf`, ASCII letters and digits only. */
export function planFileName(contractName: string, date: Date): string {
  const slug =
    contractName
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'contrat';
  return `projet-arbitrage-${slug}-${date.toISOString().slice(0, 10)}.pdf`;
}

const ratio = (value: number | null) => (value === null ? 'Non calculable' : formatPercent(value));

export function renderArbitrationPlan(document: PlanDocument): Promise<Uint8Array> {
  const { plan, contractName } = document;
  const { result } = plan;
  const title = `Projet d’arbitrage du contrat « ${contractName} »`;
  return renderPdf({ title, author: document.brandName, createdAt: document.generatedAt, footer: `${document.brandName} — ${title}` }, (pdf) => {
    pdf.title(title);
    pdf.paragraph(`Projet enregistré le ${formatDate(plan.savedAt, 'long')}, document établi le ${formatDate(document.generatedAt, 'long')}.`, { muted: true });
    pdf.keyValues([
      ['Établissement', document.bankName ?? 'Saisi par vos soins'],
      ['Valeur du contrat retenue', formatCurrency(result.contractValue)],
      ...(result.asOf ? [['Valeur connue au', formatDate(result.asOf)] as [string, string]] : []),
      ['Montant réparti', formatCurrency(result.amount)],
      ['Allocation de départ', startAllocationLabels[result.start]],
      ['Stratégie', optimisationStrategyLabels[result.strategy]],
    ]);
    if (plan.stale) pdf.paragraph('Attention : votre contrat a changé depuis l’enregistrement de ce projet ; les montants ci-dessous peuvent ne plus correspondre. Recalculez votre arbitrage avant de l’envoyer.');

    pdf.heading('Ordres d’arbitrage à transmettre à votre assureur');
    pdf.table(
      [
        { title: 'Opération', width: 0.16 },
        { title: 'Support', width: 0.44 },
        { title: 'ISIN', width: 0.2 },
        { title: 'Montant', width: 0.2, align: 'right' },
      ],
      result.movements.lines.map((line) => [line.kind === 'sell' ? 'Désinvestir' : 'Investir', line.name, line.isin ?? (line.euroFund ? 'Fonds en euros' : '—'), formatCurrency(line.amount, { concise: true })]),
      'Aucun mouvement : votre allocation actuelle correspond déjà à la proposition.',
    );
    const { totals } = result.movements;
    pdf.keyValues([
      ['Total désinvesti', formatCurrency(totals.sells, { concise: true })],
      ['Total investi', formatCurrency(totals.buys, { concise: true })],
      ...(totals.payment > 0 ? [['Versement complémentaire', formatCurrency(totals.payment, { concise: true })] as [string, string]] : []),
      ...(totals.withdrawal > 0 ? [['Rachat partiel', formatCurrency(totals.withdrawal, { concise: true })] as [string, string]] : []),
    ]);
    pdf.paragraph(`Montants en euros entiers ; aucune ligne sous ${formatCurrency(result.movements.minimum, { concise: true })}, sauf la vente complète d’un support.${result.movements.leftUnmoved > 0 ? ` Écarts laissés en place car trop petits : ${formatCurrency(result.movements.leftUnmoved, { concise: true })}.` : ''}`, { muted: true });

    pdf.heading('Répartition proposée');
    pdf.table(
      [
        { title: 'Support', width: 0.5 },
        { title: 'ISIN', width: 0.2 },
        { title: 'Part', width: 0.12, align: 'right' },
        { title: 'Montant', width: 0.18, align: 'right' },
      ],
      result.proposal.lines.map((line) => [line.name, line.isin ?? '—', formatPercent(line.share), formatCurrency(line.amount)]),
      'Aucun support.',
    );

    pdf.heading('Avant et après');
    const before = result.current.figures;
    const after = result.proposal.figures;
    pdf.table(
      [
        { title: '', width: 0.46 },
        { title: 'Aujourd’hui', width: 0.27, align: 'right' },
        { title: 'Proposition', width: 0.27, align: 'right' },
      ],
      [
        ['Rendement attendu sur un an', before ? ratio(before.expectedReturn) : 'Non calculable', ratio(after.expectedReturn)],
        [`Fourchette à ${Math.round(after.range.confidence * 100)} %`, before ? `${ratio(before.range.low)} à ${ratio(before.range.high)}` : 'Non calculable', `${ratio(after.range.low)} à ${ratio(after.range.high)}`],
        ['Volatilité', ratio(before?.volatility ?? null), ratio(after.volatility)],
        ['SRRI', before?.srri ? String(before.srri) : '—', after.srri ? String(after.srri) : '—'],
        ['Frais des 12 prochains mois', formatCurrency(result.current.fees.next12Months), formatCurrency(result.proposal.fees.next12Months)],
        ['Coût des frais sur 20 ans', formatCurrency(result.current.fees.twentyYears), formatCurrency(result.proposal.fees.twentyYears)],
      ],
      '',
    );
    pdf.paragraph('Rendements et volatilités estimés sur 5 ans d’historique hebdomadaire ; ce ne sont pas des garanties. Les performances passées ne préjugent pas des performances futures.', { muted: true });
    pdf.paragraph(`${document.brandName} n’envoie rien à votre établissement : c’est à vous de transmettre ces ordres à votre assureur, par son espace client ou par courrier.`);
  });
}
