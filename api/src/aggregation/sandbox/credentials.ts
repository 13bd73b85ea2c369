import type { BankConnectionState, BankField } from '@patrimo/shared';

/**
 * The sandbox's documented test credentials: a login that leads to each connection state of spec §4/§8, so
 * that every screen of the connection flow (and every error message) can be reached without a real bank.
 * The table is data, exported for the UI and the README; `decideLogin` and `decideUpdate` apply it.
 */

/** One line of the table. */
export interface TestCredential {
  /** What to type as the login (case and surrounding spaces ignored). */
  login: string;
  /** What to type as the password; `null` when any non-blank password does. */
  password: string | null;
  /** The state the connection ends in. */
  state: BankConnectionState;
  /** What the saver sees and how to get out of it, in French (shown next to the table in the UI). */
  description: string;
  /** The follow-up values that resolve it through `update`; null when the state stays until a new login. */
  resolveWith: Record<string, string> | null;
}

/** The SMS code that `update` accepts after the `sms` login. */
export const SANDBOX_SMS_CODE = '123456';
/** The answer to the security question of the `question` login. */
export const SANDBOX_QUESTION_ANSWER = 'lyon';
/** The password that is always refused, with any login. */
export const SANDBOX_WRONG_PASSWORD = 'wrong';

const smsField: BankField = { name: 'code', label: 'Code reçu par SMS', type: 'text', required: true, values: [] };

const questionField: BankField = {
  name: 'answer',
  label: 'Question de sécurité : dans quelle ville avez-vous ouvert votre compte ?',
  type: 'list',
  required: true,
  values: [
    { value: 'paris', label: 'Paris' },
    { value: 'lyon', label: 'Lyon' },
    { value: 'marseille', label: 'Marseille' },
    { value: 'bordeaux', label: 'Bordeaux' },
  ],
};

/**
 * SCA: spec §4 has no state of its own for it, so it is `additionalInformationNeeded` with a confirmation
 * field — the saver validates in the bank's app and confirms in the flow, as Powens' `decoupled` is handled.
 * `actionNeeded` would send the saver away to the bank's website, which an in-app validation does not need.
 */
const scaField: BankField = {
  name: 'validation',
  label: 'Validez la connexion dans l’application de votre banque, puis confirmez',
  type: 'list',
  required: true,
  values: [{ value: 'done', label: 'J’ai validé dans l’application' }],
};

/** The outcome of a login or a follow-up: a state, its follow-up form and its message. */
export interface Decision {
  state: BankConnectionState;
  fields: BankField[];
  message: string | null;
}

interface Scenario {
  decision: Decision;
  description: string;
  resolveWith: Record<string, string> | null;
  /** Whether `update` with these values gets out of the state. */
  resolves: (values: Record<string, string>) => boolean;
  /** The answer to a follow-up that does not resolve it. */
  retry: Decision;
}

const filled = (value: string | undefined): boolean => value !== undefined && value.trim() !== '';

const newPassword = (values: Record<string, string>): boolean => filled(values.password) && values.password !== SANDBOX_WRONG_PASSWORD;

const wrongPass: Decision = { state: 'wrongPass', fields: [], message: 'Identifiant ou mot de passe incorrect.' };

/** The scenario of each test login (lower case). */
const SCENARIOS: Readonly<Record<string, Scenario>> = {
  wrongpass: {
    decision: wrongPass,
    description: 'Mot de passe refusé. Corrigez-le : un nouveau mot de passe (autre que « wrong ») connecte le compte.',
    resolveWith: { password: 'nouveau' },
    resolves: newPassword,
    retry: wrongPass,
  },
  authfailed: {
    decision: { state: 'auth_failed', fields: [], message: 'L’authentification auprès de votre banque a échoué.' },
    description: 'L’authentification échoue. Un nouveau mot de passe (autre que « wrong ») connecte le compte.',
    resolveWith: { password: 'nouveau' },
    resolves: newPassword,
    retry: { state: 'auth_failed', fields: [], message: 'L’authentification auprès de votre banque a échoué.' },
  },
  sms: {
    decision: { state: 'additionalInformationNeeded', fields: [smsField], message: 'Saisissez le code envoyé par SMS par votre banque.' },
    description: `Un code SMS est demandé : « ${SANDBOX_SMS_CODE} » connecte le compte ; un autre code est refusé et redemandé.`,
    resolveWith: { code: SANDBOX_SMS_CODE },
    resolves: (values) => values.code?.trim() === SANDBOX_SMS_CODE,
    retry: { state: 'additionalInformationNeeded', fields: [smsField], message: 'Code incorrect. Saisissez le code reçu par SMS.' },
  },
  question: {
    decision: { state: 'additionalInformationNeeded', fields: [questionField], message: 'Votre banque pose une question de sécurité.' },
    description: 'Une question de sécurité (liste) est posée : « Lyon » connecte le compte ; une autre réponse est refusée et la question reposée.',
    resolveWith: { answer: SANDBOX_QUESTION_ANSWER },
    resolves: (values) => values.answer === SANDBOX_QUESTION_ANSWER,
    retry: { state: 'additionalInformationNeeded', fields: [questionField], message: 'Réponse incorrecte. Répondez à la question de sécurité.' },
  },
  sca: {
    decision: {
      state: 'additionalInformationNeeded',
      fields: [scaField],
      message: 'Authentification forte : validez la connexion dans l’application mobile de votre banque.',
    },
    description: 'Authentification forte (SCA) : confirmer « J’ai validé dans l’application » connecte le compte.',
    resolveWith: { validation: 'done' },
    resolves: (values) => values.validation === 'done',
    retry: { state: 'additionalInformationNeeded', fields: [scaField], message: 'La validation n’a pas été reçue. Validez dans l’application de votre banque.' },
  },
  action: {
    decision: { state: 'actionNeeded', fields: [], message: 'Connectez-vous au site de votre banque pour accepter les nouvelles conditions.' },
    description: 'Action requise sur le site de la banque. Une mise à jour (quelles que soient les valeurs) connecte le compte : l’épargnant dit l’avoir faite.',
    resolveWith: {},
    resolves: () => true,
    retry: { state: 'actionNeeded', fields: [], message: 'Connectez-vous au site de votre banque pour accepter les nouvelles conditions.' },
  },
  indispo: {
    decision: { state: 'websiteUnavailable', fields: [], message: 'Le site de votre banque est momentanément indisponible.' },
    description: 'Site de la banque indisponible ; la synchronisation le reste. Une mise à jour connecte le compte.',
    resolveWith: {},
    resolves: () => true,
    retry: { state: 'websiteUnavailable', fields: [], message: 'Le site de votre banque est momentanément indisponible.' },
  },
  bug: {
    decision: { state: 'bug', fields: [], message: 'Une erreur est survenue chez notre partenaire d’agrégation.' },
    description: 'Erreur du partenaire ; la synchronisation la garde. Une mise à jour connecte le compte.',
    resolveWith: {},
    resolves: () => true,
    retry: { state: 'bug', fields: [], message: 'Une erreur est survenue chez notre partenaire d’agrégation.' },
  },
  scraping: {
    decision: { state: 'scrapping_failed', fields: [], message: 'La lecture des données de votre banque a échoué.' },
    description: 'Lecture des comptes en échec ; la synchronisation la garde. Une mise à jour connecte le compte.',
    resolveWith: {},
    resolves: () => true,
    retry: { state: 'scrapping_failed', fields: [], message: 'La lecture des données de votre banque a échoué.' },
  },
};

/** The table of test credentials, in the order the README lists them. */
export const TEST_CREDENTIALS: readonly TestCredential[] = [
  ...Object.entries(SCENARIOS).map(([login, scenario]) => ({
    login,
    password: null,
    state: scenario.decision.state,
    description: scenario.description,
    resolveWith: scenario.resolveWith,
  })),
  {
    login: 'n’importe quel autre',
    password: SANDBOX_WRONG_PASSWORD,
    state: 'wrongPass',
    description: 'Le mot de passe « wrong » est refusé avec tout identifiant.',
    resolveWith: { password: 'nouveau' },
  },
  {
    login: 'n’importe quel autre',
    password: null,
    state: 'none',
    description: 'Connecté : un client fictif déterministe, dont les comptes dépendent de l’établissement et de l’identifiant.',
    resolveWith: null,
  },
];

/** The scenario key of a login, or null for a customer login. */
export function scenarioOf(login: string): string | null {
  const key = login.trim().toLowerCase();
  return Object.hasOwn(SCENARIOS, key) ? key : null;
}

const connected: Decision = { state: 'none', fields: [], message: null };

/** The state a login attempt ends in (the fields have been checked by the caller). */
export function decideLogin(login: string, password: string | undefined): Decision {
  if (password === SANDBOX_WRONG_PASSWORD) return wrongPass;
  const key = scenarioOf(login);
  return key === null ? connected : (SCENARIOS[key] as Scenario).decision;
}

/**
 * The state after a follow-up on a connection whose login is `login` and whose current state is `current`.
 * A connection in `none` stays so; one refused for the password « wrong » needs a new password.
 */
export function decideUpdate(login: string, current: BankConnectionState, values: Record<string, string>): Decision {
  if (current === 'none') return connected;
  const key = scenarioOf(login);
  if (key === null) return newPassword(values) ? connected : wrongPass;
  const scenario = SCENARIOS[key] as Scenario;
  return scenario.resolves(values) ? connected : scenario.retry;
}
