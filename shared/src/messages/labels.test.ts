import * as labels from './labels';
import { bankConnectionStateSchema } from '../schemas/account';
import { advisoryRoleSchema, interactionKindSchema } from '../schemas/advisor';
import { assetClassSchema, compositionSubsetSchema, regionSchema, sectorSchema, spendingCategorySchema } from '../schemas/analysis';
import {
  CONTRACT_KINDS,
  FEE_KINDS,
  SAVINGS_KIND_DETAILS,
  contractCategorySchema,
  investmentProjectKindSchema,
  kindDetailSchema,
} from '../schemas/contract';
import { invitationStateSchema } from '../schemas/invitation';
import { loanTypeSchema } from '../schemas/loan';
import { emailPreferenceSchema, notificationEventSchema, notificationKindSchema } from '../schemas/notification';
import { riskRatioNameSchema } from '../schemas/portfolio-analysis';
import {
  conditionSubjectSchema,
  neighbourhoodThemeSchema,
  realEstateFeatureSchema,
  realEstateKindSchema,
  realEstateUsageSchema,
} from '../schemas/real-estate';
import { RECOMMENDED_RISKS, RISK_PROFILE_LEVELS, riskRatioRangeSchema } from '../schemas/risk';
import {
  ANNUAL_SAVINGS,
  INCOME_RANGES,
  INVESTABLE_ASSETS,
  MARITAL_STATUSES,
  MONEY_SOURCES,
  MONTHLY_CHARGES,
  PROFESSIONNAL_STATUSES,
  SOCIO_PROFESSIONAL_CATEGORIES,
} from '../schemas/user-profile';

const keys = (values: readonly (string | number)[]) => values.map(String).sort();

const cases: [string, Record<string | number, string>, readonly (string | number)[]][] = [
  ['incomeRange', labels.incomeRangeLabels, INCOME_RANGES],
  ['moneySource', labels.moneySourceLabels, MONEY_SOURCES],
  ['maritalStatus', labels.maritalStatusLabels, MARITAL_STATUSES],
  ['investableAssets', labels.investableAssetsLabels, INVESTABLE_ASSETS],
  ['annualSavings', labels.annualSavingsLabels, ANNUAL_SAVINGS],
  ['monthlyCharges', labels.monthlyChargesLabels, MONTHLY_CHARGES],
  ['professionnalStatus', labels.professionnalStatusLabels, PROFESSIONNAL_STATUSES],
  ['scp', labels.scpLabels, SOCIO_PROFESSIONAL_CATEGORIES],
  ['contract kind', labels.contractKindLabels, CONTRACT_KINDS],
  ['savings kind detail', labels.savingsKindDetailLabels, SAVINGS_KIND_DETAILS],
  ['fee kind', labels.feeKindLabels, FEE_KINDS],
  ['loan type', labels.loanTypeLabels, loanTypeSchema.options],
  ['contract category', labels.contractCategoryLabels, contractCategorySchema.options],
  ['investment project', labels.investmentProjectKindLabels, investmentProjectKindSchema.options],
  ['bank connection state', labels.bankConnectionStateLabels, bankConnectionStateSchema.options],
  ['real-estate kind', labels.realEstateKindLabels, realEstateKindSchema.options],
  ['real-estate usage', labels.realEstateUsageLabels, realEstateUsageSchema.options],
  ['real-estate feature', labels.realEstateFeatureLabels, realEstateFeatureSchema.options],
  ['condition subject', labels.conditionSubjectLabels, conditionSubjectSchema.options],
  ['neighbourhood theme', labels.neighbourhoodThemeLabels, neighbourhoodThemeSchema.options],
  ['asset class', labels.assetClassLabels, assetClassSchema.options],
  ['sector', labels.sectorLabels, sectorSchema.options],
  ['region', labels.regionLabels, regionSchema.options],
  ['spending category', labels.spendingCategoryLabels, spendingCategorySchema.options],
  ['composition subset', labels.compositionSubsetLabels, compositionSubsetSchema.options],
  ['risk profile level', labels.riskProfileLevelLabels, RISK_PROFILE_LEVELS],
  ['recommended risk', labels.recommendedRiskLabels, RECOMMENDED_RISKS],
  ['risk ratio range', labels.riskRatioRangeLabels, riskRatioRangeSchema.options],
  ['invitation state', labels.invitationStateLabels, invitationStateSchema.options],
  ['interaction kind', labels.interactionKindLabels, interactionKindSchema.options],
  ['notification kind', labels.notificationKindLabels, notificationKindSchema.options],
  ['e-mail preference', labels.emailPreferenceLabels, emailPreferenceSchema.options],
  ['advisory role', labels.advisoryRoleLabels, advisoryRoleSchema.options],
  ['kind detail', labels.kindDetailLabels, kindDetailSchema.options],
  ['notification event', labels.notificationEventLabels, notificationEventSchema.options],
  ['risk ratio', labels.riskRatioNameLabels, riskRatioNameSchema.options],
];

describe('enumeration labels', () => {
  it.each(cases)('name every %s value, and only those', (_name, record, values) => {
    expect(Object.keys(record).sort()).toEqual(keys(values));
  });

  it('are never empty', () => {
    for (const [name, value] of Object.entries(labels)) {
      if (typeof value === 'string') {
        expect(value.trim()).not.toBe('');
        continue;
      }
      for (const label of Object.values(value)) expect({ name, label: label.trim() === '' }).toEqual({ name, label: false });
    }
  });

  it('use the INSEE wording for socio-professional categories', () => {
    expect(labels.scpLabels[1000]).toBe('Agriculteurs exploitants');
    expect(labels.scpLabels[3800]).toBe("Ingénieurs et cadres techniques d’entreprise");
    expect(labels.scpLabels[7700]).toBe('Anciens employés');
  });

  it('name risk profiles from guaranteed to aggressive', () => {
    expect(Object.values(labels.riskProfileLevelLabels)).toEqual([
      'Garanti',
      'Prudent',
      'Défensif',
      'Équilibré',
      'Offensif',
      'Agressif',
    ]);
  });
});
