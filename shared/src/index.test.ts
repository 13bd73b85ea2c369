import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import * as api from './index';
import * as accountSchemas from './schemas/account';
import * as advisorSchemas from './schemas/advisor';
import * as analysisSchemas from './schemas/analysis';
import * as authSchemas from './schemas/auth';
import * as billingSchemas from './schemas/billing';
import * as commonSchemas from './schemas/common';
import * as contractSchemas from './schemas/contract';
import * as investmentSchemas from './schemas/investment';
import * as invitationSchemas from './schemas/invitation';
import * as loanSchemas from './schemas/loan';
import * as notificationSchemas from './schemas/notification';
import * as portfolioAnalysisSchemas from './schemas/portfolio-analysis';
import * as realEstateSchemas from './schemas/real-estate';
import * as riskSchemas from './schemas/risk';
import * as systemSchemas from './schemas/system';
import * as transactionSchemas from './schemas/transaction';
import * as userProfileSchemas from './schemas/user-profile';
import * as wealthSchemas from './schemas/wealth';
import * as contract from './contract/index';
import * as defineCall from './contract/define-call';
import * as wire from './wire/case';
import * as errorBody from './errors/error-body';
import * as errorCodes from './errors/error-codes';
import * as fromZod from './errors/from-zod';
import * as connectionState from './errors/connection-state';
import * as errorMessages from './messages/error-messages';
import * as labels from './messages/labels';
import * as numberFormat from './format/number';
import * as dateFormat from './format/date';
import * as authConstants from './constants/auth';
import * as billingConstants from './constants/billing';
import * as savingsConstants from './constants/savings';
import * as analysisConstants from './constants/analysis';
import * as uiConstants from './constants/ui';
import * as profileConstants from './constants/profile';
import * as brands from './brands/index';
import * as riskSurvey from './risk-survey/index';
import * as analytics from './analytics/index';
import * as schemasDomain from './schemas/index';
import * as errorsDomain from './errors/index';
import * as messagesDomain from './messages/index';
import * as formatDomain from './format/index';
import * as constantsDomain from './constants/index';
import * as wireDomain from './wire/index';

/** The domain entries, each also a subpath of the package (`@patrimo/shared/schemas`…). */
const domains = { schemasDomain, contract, errorsDomain, messagesDomain, formatDomain, constantsDomain, wireDomain, brands, analytics };

const modules = {
  accountSchemas,
  advisorSchemas,
  analysisSchemas,
  authSchemas,
  billingSchemas,
  commonSchemas,
  contractSchemas,
  investmentSchemas,
  invitationSchemas,
  loanSchemas,
  notificationSchemas,
  portfolioAnalysisSchemas,
  realEstateSchemas,
  riskSchemas,
  systemSchemas,
  transactionSchemas,
  userProfileSchemas,
  wealthSchemas,
  contract,
  defineCall,
  wire,
  errorBody,
  errorCodes,
  fromZod,
  connectionState,
  errorMessages,
  labels,
  numberFormat,
  dateFormat,
  authConstants,
  billingConstants,
  savingsConstants,
  analysisConstants,
  uiConstants,
  profileConstants,
  brands,
  analytics,
};

/** Bare module names imported by a file, following relative imports (type-only ones included). */
function packagesReachedFrom(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/^(?:import|export)[^'"]*from\s+'([^']+)';/gm)) {
      const specifier = match[1] as string;
      if (specifier.startsWith('.')) {
        const base = resolve(dirname(file), specifier);
        const candidates = [`${base}.ts`, join(base, 'index.ts')];
        const found = candidates.find((candidate) => {
          try {
            readFileSync(candidate);
            return true;
          } catch {
            return false;
          }
        });
        if (found) queue.push(found);
      } else {
        packages.add(specifier);
      }
    }
  }
  return packages;
}

describe('the public API', () => {
  it.each(Object.entries(modules))('re-exports every value of %s', (_name, module) => {
    const missing = Object.keys(module).filter((name) => !(name in api));
    expect(missing).toEqual([]);
  });

  it.each(Object.entries(domains))('is the union of the domain entries: %s adds nothing the root lacks', (_name, domain) => {
    const different = Object.keys(domain).filter((name) => (api as Record<string, unknown>)[name] !== (domain as Record<string, unknown>)[name]);
    expect(different).toEqual([]);
  });

  it('has no value that comes from no domain entry', () => {
    const fromDomains = new Set(Object.values(domains).flatMap((domain) => Object.keys(domain)));
    expect(Object.keys(api).filter((name) => !fromDomains.has(name))).toEqual([]);
  });

  it('leaves the risk questionnaire to its own subpath: none of its names is in the root every signed-in page loads', () => {
    expect(Object.keys(riskSurvey)).toContain('assessRiskSurvey');
    expect(Object.keys(riskSurvey).filter((name) => name in api)).toEqual([]);
  });

  it('re-exports each value as the module defines it', () => {
    expect(api.allCalls).toBe(contract.allCalls);
    expect(api.messageForError).toBe(errorMessages.messageForError);
    expect(api.formatCurrency).toBe(numberFormat.formatCurrency);
  });

  it('depends on zod alone, never on React, ky or anything browser-only', () => {
    const packages = packagesReachedFrom(join(__dirname, 'index.ts'));
    expect([...packages].filter((name) => name !== 'zod')).toEqual([]);
  });
});
