import { bankFieldSchema } from '@patrimo/shared';
import {
  decodeFieldName,
  encodeFieldName,
  mapPowensAccount,
  mapPowensAccountKind,
  mapPowensConnection,
  mapPowensField,
  mapPowensInvestment,
  mapPowensState,
  mapPowensTransaction,
  savingsKindDetail,
} from './mapping';

describe('mapPowensState', () => {
  const otp = [{ name: 'otp_sms', label: 'Code SMS', type: 'text' }];
  it.each([
    [null, 'none'],
    [undefined, 'none'],
    ['', 'none'],
    ['wrongpass', 'wrongPass'],
    ['wrongPass', 'wrongPass'],
    ['additionalInformationNeeded', 'additionalInformationNeeded'],
    ['decoupled', 'additionalInformationNeeded'],
    ['validating', 'additionalInformationNeeded'],
    ['SCARequired', 'actionNeeded'],
    ['webauthRequired', 'actionNeeded'],
    ['actionNeeded', 'actionNeeded'],
    ['passwordExpired', 'actionNeeded'],
    ['websiteUnavailable', 'websiteUnavailable'],
    ['rateLimiting', 'websiteUnavailable'],
    ['bug', 'bug'],
    ['someFutureState', 'bug'],
  ])('%s → %s', (code, state) => {
    expect(mapPowensState(code).state).toBe(state);
  });

  it('keeps the follow-up fields of additionalInformationNeeded, escaped for bankFieldSchema', () => {
    const mapped = mapPowensState('additionalInformationNeeded', otp);
    expect(mapped.fields).toEqual([{ name: 'otpz5fsms', label: 'Code SMS', type: 'text', required: true, values: [] }]);
    expect(bankFieldSchema.safeParse(mapped.fields[0]).success).toBe(true);
  });

  it('SCARequired with fields to fill is a follow-up form, not an action at the bank', () => {
    expect(mapPowensState('SCARequired', otp).state).toBe('additionalInformationNeeded');
  });

  it('gives a French hint where the state alone does not say what to do', () => {
    expect(mapPowensState('decoupled').hint).toMatch(/application de votre banque/);
    expect(mapPowensState('passwordExpired').hint).toMatch(/expiré/);
    expect(mapPowensState('rateLimiting').hint).toMatch(/plus tard/);
    expect(mapPowensState('wrongpass').hint).toBeNull();
  });

  it('drops fields out of every other state', () => {
    expect(mapPowensState('wrongpass', otp).fields).toEqual([]);
  });
});

describe('field names', () => {
  it.each(['login', 'password', 'openapiwebsite', 'otp_sms', 'birthDate', 'zip', '2fa', 'code-secret', 'clé', 'a\u4e2db'])(
    '%s round-trips through a valid BankField name',
    (name) => {
      const encoded = encodeFieldName(name);
      expect(encoded).toMatch(/^[a-z][a-z0-9]*$/);
      expect(decodeFieldName(encoded)).toBe(name);
    },
  );

  it('leaves plain lowercase names as they are', () => {
    expect(encodeFieldName('openapiwebsite')).toBe('openapiwebsite');
  });

  it('returns a name that is not an escape unchanged', () => {
    expect(decodeFieldName('zq')).toBe('zq');
  });

  it('maps field types and list values', () => {
    expect(mapPowensField({ name: 'website', label: 'Espace', type: 'list', values: [{ value: 'par', label: 'Particuliers' }] })).toEqual({
      name: 'website',
      label: 'Espace',
      type: 'list',
      required: true,
      values: [{ value: 'par', label: 'Particuliers' }],
    });
    expect(mapPowensField({ name: 'pwd', type: 'password' })?.type).toBe('password');
    expect(mapPowensField({ name: 'birthday', type: 'date', required: false })).toMatchObject({ type: 'date', required: false, label: 'birthday' });
    expect(mapPowensField({ name: 'n', type: 'number' })?.type).toBe('text');
    expect(mapPowensField({ name: '' })).toBeNull();
  });
});

describe('mapPowensAccountKind', () => {
  it.each([
    ['checking', 'Compte courant', 'checking', null],
    ['joint', 'Compte joint', 'checking', null],
    ['card', 'Carte Visa', 'card', null],
    ['deposit', 'Compte à terme', 'deposit', null],
    ['savings', 'Livret A', 'savings', 'livret_a'],
    ['savings', 'LDDS', 'savings', 'ldd'],
    ['savings', 'Livret Développement Durable et Solidaire', 'savings', 'ldd'],
    ['savings', 'PEL 2015', 'savings', 'pel'],
    ['savings', 'CEL', 'savings', 'cel'],
    ['savings', "Livret d'Épargne Populaire", 'savings', 'lep'],
    ['savings', 'Livret Jeune', 'savings', 'livret_jeune'],
    ['savings', 'Livret Fidélité', 'savings', 'livret'],
    ['savings', 'Épargne', 'savings', null],
    ['lifeinsurance', 'Assurance vie', 'lifeinsurance', null],
    ['capitalisation', 'Contrat de capitalisation', 'capitalisation', null],
    ['pea', 'PEA', 'pea', null],
    ['market', 'Compte-titres', 'market', null],
    ['pee', 'PEE', 'pee', null],
    ['perco', 'PERCO', 'perco', null],
    ['article83', 'Article 83', 'article83', null],
    ['rsp', 'RSP', 'rsp', null],
    ['perp', 'PERP', 'perp', null],
    ['madelin', 'Madelin', 'madelin', null],
    ['mortgage', 'Prêt', 'loan', 'mortgage'],
    ['consumercredit', 'Prêt', 'loan', 'consumer_credit'],
    ['revolvingcredit', 'Crédit', 'loan', 'revolving_credit'],
    ['loan', 'Prêt immobilier', 'loan', 'mortgage'],
    ['loan', 'Crédit renouvelable', 'loan', 'revolving_credit'],
    ['loan', 'Prêt auto', 'loan', 'consumer_credit'],
    ['unknown', 'Compte', 'unknown', null],
    [null, 'Compte', 'unknown', null],
    ['crowdlending', 'Plateforme', 'other', null],
  ])('%s "%s" → %s/%s', (type, name, kind, kindDetail) => {
    expect(mapPowensAccountKind(type, name)).toEqual({ kind, kindDetail });
  });

  it('reads the loan type of a generic loan account', () => {
    expect(mapPowensAccountKind('loan', 'Prêt', { type: 'revolvingcredit' }).kindDetail).toBe('revolving_credit');
  });

  it('savingsKindDetail does not confuse words containing the codes', () => {
    expect(savingsKindDetail('Compte chapel')).toBeNull();
  });
});

describe('objects', () => {
  it('maps a connection, keeping the bank message and the last sync', () => {
    expect(
      mapPowensConnection({ id: 7, id_connector: 59, state: 'actionNeeded', error_message: 'Acceptez les CGU.', last_update: '2024-05-31 10:11:12' }),
    ).toEqual({ id: '7', bankId: '59', state: 'actionNeeded', fields: [], message: 'Acceptez les CGU.', lastSyncAt: '2024-05-31T10:11:12Z' });
  });

  it('falls back on the legacy error property and the deprecated id_bank', () => {
    expect(mapPowensConnection({ id: 7, id_bank: 12, error: 'wrongpass' })).toMatchObject({ bankId: '12', state: 'wrongPass', lastSyncAt: null });
  });

  it('tells the euro fund and an ISIN line apart', () => {
    expect(mapPowensInvestment({ id: 1, label: 'Fonds en euros', code: 'XX-FONDS-EURO', valuation: 15000, vdate: '2024-05-31', diff: 310 }, '2024-06-01')).toEqual({
      isin: null,
      label: 'Fonds en euros',
      valuation: 15000,
      quantity: null,
      unitValue: null,
      valuationDate: '2024-05-31',
      investedAmount: 14690,
      euroFund: true,
    });
    expect(mapPowensInvestment({ id: 2, label: 'ETF', code: 'IE00B4L5Y983', code_type: 'ISIN', quantity: 2, unitvalue: 90, valuation: 180 }, '2024-06-01')).toMatchObject({
      isin: 'IE00B4L5Y983',
      quantity: 2,
      unitValue: 90,
      valuationDate: '2024-06-01',
      investedAmount: null,
      euroFund: false,
    });
  });

  it('drops pending transactions and keeps the bank label', () => {
    expect(mapPowensTransaction({ id: 1, date: '2024-05-28', value: -54.2, original_wording: 'CB CARREFOUR', wording: 'Carrefour' })).toEqual({
      id: '1',
      date: '2024-05-28',
      amount: -54.2,
      label: 'CB CARREFOUR',
      category: null,
    });
    expect(mapPowensTransaction({ id: 2, date: '2024-05-28', value: -1, coming: true })).toBeNull();
  });

  it('maps a loan account with its terms, rates as ratios and a negative balance', () => {
    const account = mapPowensAccount(
      { id: 9, name: 'Prêt immo', balance: 154000, type: 'mortgage', loan: { total_amount: 200000, rate: 1.35, insurance_rate: 0.3, next_payment_amount: 845.12, subscription_date: '2019-08-20', maturity_date: '2039-09-01' } },
      [],
      [],
      '2024-06-01',
    );
    expect(account).toMatchObject({ kind: 'loan', kindDetail: 'mortgage', balance: -154000, openingDate: '2024-06-01', history: [['2024-06-01', -154000]] });
    expect(account.loan).toEqual({
      kindDetail: 'mortgage',
      totalAmount: 200000,
      remainingCapital: 154000,
      rate: 0.0135,
      insuranceRate: 0.003,
      monthlyPayment: 845.12,
      signatureDate: '2019-08-20',
      endDate: '2039-09-01',
    });
  });
});
