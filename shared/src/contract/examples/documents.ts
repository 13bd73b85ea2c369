import type { ResponseOf } from '../define-call';
import type * as calls from '../documents';

/** A valid example answer of each call of `contract/documents.ts`; missing or drifted examples fail to compile. */
export const documentsExamples: { [K in keyof typeof calls]: ResponseOf<(typeof calls)[K]> } = {
  getPortfolioDocuments: {
    source: 'provider',
    documents: [{ id: 'sbx-doc.annual-2025', name: 'Relevé annuel 2025', kind: 'annual_statement', date: '2025-12-31', contentType: 'application/pdf' }],
  },
  getPortfolioDocument: '%PDF-1.3 … (le fichier du document)',
  getPortfolioStatement: '%PDF-1.3 … (le relevé du contrat)',
  getPortfolioFund: {
    isin: 'FR0010315770',
    name: 'Lyxor MSCI World UCITS ETF Dist',
    managementCompany: 'Lyxor International Asset Management',
    assetClass: 'stockOther',
    benchmark: 'MSCI World',
    indexSeries: 'MSCI World (URTH)',
    holding: { amount: 12500, weight: 0.25 },
    fundHistory: [
      [1_609_459_200_000, 100],
      [1_735_603_200_000, 168.2],
    ],
    indexHistory: [
      [1_609_459_200_000, 100],
      [1_735_603_200_000, 170.7],
    ],
    windows: [{ years: 1, from: '2024-12-31', fundReturn: 0.182, indexReturn: 0.186, fundAnnualised: 0.182, indexAnnualised: 0.186, outperformance: -0.009 }],
    beatsIndexFiveYears: false,
    risk: { volatility: 0.142, srri: 5, weeks: 260, complete: true },
    fees: { rate: 0.003, estimated: true, active: false },
    assetClasses: [{ key: 'stockOther', share: 1 }],
    regions: [{ key: 'northAmerica', share: 0.72 }, { key: 'europe', share: 0.16 }, { key: 'asia', share: 0.12 }],
    sectors: [{ key: 'informationTechnology', share: 0.25 }],
  },
};
