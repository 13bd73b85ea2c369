import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formatCurrency, formatDate, formatPercent } from '@patrimo/shared';
import { renderPdf } from '../documents/pdf';

/**
 * An invoice as a PDF, with what French law asks an invoice to say (Code de commerce L441-9, CGI art. 242 nonies
 * A): the seller's name, legal form and capital, address, SIREN and RCS, intra-EU VAT number; the invoice's
 * number and date; the buyer; the line (plan and period), HT, TVA at its rate and TTC; and how it was paid.
 * The seller's data live in `api/data/billing/seller.json`.
 */

export interface Seller {
  name: string;
  legalForm: string;
  capital: string;
  address: string[];
  siren: string;
  rcs: string;
  vatNumber: string;
  email: string;
}

export function loadSeller(root: string): Seller {
  return JSON.parse(readFileSync(path.join(root, 'api', 'data', 'billing', 'seller.json'), 'utf8')) as Seller;
}

export interface InvoiceDocument {
  number: string;
  createdAt: Date;
  paidAt: Date | null;
  planName: string;
  periodStart: Date;
  periodEnd: Date;
  amountCents: number;
  amountExclTaxCents: number;
  vatCents: number;
  vatRate: number;
  cardBrand: string | null;
  cardLast4: string | null;
  buyer: { name: string; email: string };
  seller: Seller;
}

const euros = (cents: number) => formatCurrency(cents / 100);
const day = (date: Date) => formatDate(date, 'short');

/** « Facture acquittée le 10/03/2026 par carte •••• 4242 » (the bullet is in WinAnsi, 0x95). */
export function settlementLine(invoice: Pick<InvoiceDocument, 'paidAt' | 'cardLast4'>): string {
  if (invoice.paidAt === null) return 'Facture à régler.';
  const card = invoice.cardLast4 === null ? 'par carte' : `par carte •••• ${invoice.cardLast4}`;
  return `Facture acquittée le ${day(invoice.paidAt)} ${card}.`;
}

export function invoiceFileName(number: string): string {
  return `Facture ${number}.pdf`;
}

export function renderInvoice(invoice: InvoiceDocument): Promise<Uint8Array> {
  const { seller } = invoice;
  return renderPdf(
    {
      title: `Facture ${invoice.number}`,
      author: seller.name,
      createdAt: invoice.createdAt,
      footer: `${seller.name} ${seller.legalForm} au capital de ${seller.capital} — ${seller.rcs} — TVA ${seller.vatNumber}`,
    },
    (pdf) => {
      pdf.title(`Facture ${invoice.number}`);
      pdf.keyValues([
        ['Numéro de facture', invoice.number],
        ['Date de facture', day(invoice.createdAt)],
      ]);
      pdf.heading('Vendeur');
      pdf.paragraph(`${seller.name}, ${seller.legalForm} au capital de ${seller.capital}`);
      pdf.paragraph(seller.address.join(', '));
      pdf.paragraph(`SIREN ${seller.siren} — ${seller.rcs}`);
      pdf.paragraph(`Numéro de TVA intracommunautaire : ${seller.vatNumber}`);
      pdf.heading('Client');
      pdf.paragraph(invoice.buyer.name === '' ? invoice.buyer.email : `${invoice.buyer.name} — ${invoice.buyer.email}`);
      pdf.heading('Détail');
      pdf.table(
        [
          { title: 'Désignation', width: 0.55 },
          { title: 'Période', width: 0.25 },
          { title: 'Montant HT', width: 0.2, align: 'right' },
        ],
        [[`Abonnement ${invoice.planName}`, `du ${day(invoice.periodStart)} au ${day(invoice.periodEnd)}`, euros(invoice.amountExclTaxCents)]],
        '',
      );
      pdf.keyValues([
        ['Total HT', euros(invoice.amountExclTaxCents)],
        [`TVA ${formatPercent(invoice.vatRate)}`, euros(invoice.vatCents)],
        ['Total TTC', euros(invoice.amountCents)],
      ]);
      pdf.paragraph(settlementLine(invoice));
      pdf.paragraph(
        'Pas d’escompte pour paiement anticipé. En cas de retard de paiement, pénalités au taux de trois fois le taux d’intérêt légal et indemnité forfaitaire de 40 € pour frais de recouvrement (professionnels).',
        { muted: true },
      );
    },
  );
}
