import type { RecommendedRisk, RiskSurveyType } from '../schemas/risk';

/**
 * The 7 questions of the investor risk questionnaire (spec §3 "Risk"), in the two versions the product
 * asks: `profile` (the saver as a whole, onboarding and user area) and `contract` (one envelope, « ce
 * contrat », asked per contract after a bank connection).
 *
 * *Product choice*, modelled on the suitability assessment French advisors run under MiFID II and the
 * AMF's guidance on the « questionnaire d'adéquation »: knowledge and experience of financial instruments
 * (Q1), investment horizon (Q2), capacity to bear losses (Q3), objectives (Q4), behaviour in a market fall
 * (Q5), share of the estate concerned (Q6), income stability and need for the money (Q7).
 *
 * Answers are ordered from the most cautious (value 1) to the boldest. Each answer is worth
 * `(value − 1) × weight` points; some answers also cap the recommended profile, whatever the total,
 * because no score should outweigh them (a saver who cannot bear any loss is prudent even if every other
 * answer is bold). Scoring is in `scoring.ts`.
 */

/** A text that differs between the two versions of the questionnaire. */
export type PerSurveyType = Readonly<Record<RiskSurveyType, string>>;

/** The highest profile an answer allows, and why, in French (completed by the profile's name). */
export interface RiskSurveyCapSpec {
  maxRisk: RecommendedRisk;
  /** Why this answer limits the profile, e.g. « à moins de 2 ans, une baisse … ». */
  rationale: string;
}

/** One possible answer. */
export interface RiskSurveyAnswerSpec {
  /** 1 (most cautious) … 5 (boldest); question 5 stops at 3. */
  value: number;
  label: PerSurveyType;
  /** Set when this answer caps the recommended profile. */
  cap?: RiskSurveyCapSpec;
}

/** One question, with its scoring weight. */
export interface RiskSurveyQuestionSpec {
  /** 1 to 7, the position of the question (and of its answer in `RiskSurvey.answers`). */
  number: 1 | 2 | 3 | 4 | 5 | 6 | 7;
  /** Short French name of what the question assesses, used in the explanations. */
  topic: string;
  /** Points per step of answer: answer `v` is worth `(v − 1) × weight`. */
  weight: number;
  label: PerSurveyType;
  help: PerSurveyType;
  answers: readonly RiskSurveyAnswerSpec[];
}

/** The same text in both versions (the saver's knowledge or horizon labels do not depend on the envelope). */
function both(text: string): PerSurveyType {
  return { profile: text, contract: text };
}

/** The questions in order; `RISK_SURVEY_QUESTIONS[i]` is question `i + 1`. */
export const RISK_SURVEY_QUESTIONS: readonly RiskSurveyQuestionSpec[] = [
  {
    number: 1,
    topic: 'Connaissances et expérience',
    weight: 2,
    label: {
      profile: 'Quelles sont vos connaissances et votre expérience des placements financiers ?',
      contract: 'Quelles sont vos connaissances et votre expérience des supports proposés dans ce contrat ?',
    },
    help: {
      profile:
        "Les placements que vous comprenez et ceux que vous avez déjà détenus : la réglementation impose d’en tenir compte avant de vous conseiller.",
      contract:
        'Fonds en euros, unités de compte (fonds, ETF, SCPI), actions en direct : ceux que vous comprenez et ceux que vous avez déjà détenus.',
    },
    answers: [
      {
        value: 1,
        label: both("Aucune : je n’ai jamais détenu que des livrets, un plan d’épargne logement ou un fonds en euros"),
        cap: {
          maxRisk: 3,
          rationale: "sans connaissance ni expérience des marchés financiers, une allocation majoritairement investie en actions n’est pas adaptée",
        },
      },
      {
        value: 2,
        label: both('Des notions : je sais comment fonctionnent les actions et les obligations, sans en avoir détenu'),
        cap: {
          maxRisk: 4,
          rationale: "un profil agressif suppose d’avoir déjà détenu des placements exposés aux marchés",
        },
      },
      {
        value: 3,
        label: both("Une première expérience : je détiens ou j’ai détenu des fonds (unités de compte, OPCVM) en assurance vie ou sur un PEA"),
      },
      {
        value: 4,
        label: both("Une bonne expérience : j’investis moi-même en actions ou en fonds sur un compte-titres ou un PEA depuis plusieurs années"),
      },
      {
        value: 5,
        label: both(
          "Une expérience approfondie : j’ai déjà utilisé des produits complexes (produits structurés, trackers à effet de levier, options) ou je travaille dans la finance",
        ),
      },
    ],
  },
  {
    number: 2,
    topic: 'Horizon de placement',
    weight: 3,
    label: {
      profile: "Dans combien de temps pensez-vous avoir besoin de l’argent que vous placez ?",
      contract: "Dans combien de temps pensez-vous avoir besoin de l’argent placé sur ce contrat ?",
    },
    help: {
      profile: "Plus l’horizon est long, plus une baisse temporaire des marchés a le temps d’être compensée.",
      contract:
        'Pensez au projet que ce contrat finance (retraite, achat immobilier, transmission…) et à la date du premier retrait important.',
    },
    answers: [
      {
        value: 1,
        label: both('Moins de 2 ans'),
        cap: { maxRisk: 2, rationale: "à moins de 2 ans, une baisse des marchés n’aurait pas le temps d’être compensée" },
      },
      {
        value: 2,
        label: both('De 2 à 5 ans'),
        cap: { maxRisk: 3, rationale: 'en dessous de 5 ans, la part investie en actions doit rester minoritaire' },
      },
      {
        value: 3,
        label: both('De 5 à 8 ans'),
        cap: { maxRisk: 4, rationale: "un profil agressif suppose un horizon d’au moins 8 ans" },
      },
      { value: 4, label: both('De 8 à 15 ans') },
      { value: 5, label: both('Plus de 15 ans') },
    ],
  },
  {
    number: 3,
    topic: 'Capacité à subir des pertes',
    weight: 3,
    label: {
      profile: 'Quelle baisse de votre épargne investie pourriez-vous supporter sans remettre en cause votre niveau de vie ni vos projets ?',
      contract: 'Quelle baisse de la valeur de ce contrat pourriez-vous supporter sans remettre en cause votre niveau de vie ni vos projets ?',
    },
    help: both(
      "Il s’agit d’une perte que vous pourriez constater, même temporairement, sur la valeur de vos placements : pas seulement de ce que vous accepteriez, mais de ce que votre situation permet.",
    ),
    answers: [
      {
        value: 1,
        label: both('Aucune : le capital doit rester garanti'),
        cap: { maxRisk: 1, rationale: 'sans capacité à subir des pertes, seuls des supports très peu exposés aux marchés conviennent' },
      },
      {
        value: 2,
        label: both("Une baisse limitée, jusqu’à 5 %"),
        cap: { maxRisk: 2, rationale: 'une baisse supportable de 5 % au plus exclut une exposition significative aux actions' },
      },
      {
        value: 3,
        label: both("Jusqu’à 15 %"),
        cap: { maxRisk: 3, rationale: 'une baisse supportable de 15 % au plus correspond au mieux à une allocation équilibrée' },
      },
      {
        value: 4,
        label: both("Jusqu’à 25 %"),
        cap: { maxRisk: 4, rationale: "les baisses d’un profil agressif peuvent dépasser 25 %" },
      },
      { value: 5, label: both("Plus de 25 %, en contrepartie d’un rendement espéré plus élevé") },
    ],
  },
  {
    number: 4,
    topic: 'Objectif',
    weight: 2,
    label: {
      profile: 'Quel est votre principal objectif pour cette épargne ?',
      contract: 'Quel est votre principal objectif pour ce contrat ?',
    },
    help: both("Choisissez l’objectif qui compte le plus pour vous : un rendement plus élevé s’accompagne toujours d’un risque plus élevé."),
    answers: [
      {
        value: 1,
        label: both("Préserver mon capital, même s’il progresse peu"),
        cap: { maxRisk: 2, rationale: "un objectif de préservation du capital ne justifie qu’une exposition limitée aux marchés" },
      },
      { value: 2, label: both("Obtenir un rendement un peu supérieur à celui d’un livret, avec peu de fluctuations") },
      { value: 3, label: both('Faire fructifier mon capital tout en limitant les fluctuations') },
      { value: 4, label: both('Valoriser mon capital sur le long terme, en acceptant des fluctuations importantes') },
      { value: 5, label: both('Rechercher la meilleure performance possible, en acceptant de fortes fluctuations') },
    ],
  },
  {
    number: 5,
    topic: 'Réaction à une baisse',
    weight: 4,
    label: {
      profile: "Vos placements perdent 20 % de leur valeur en quelques mois à la suite d’une chute des marchés. Que faites-vous ?",
      contract: "La valeur de ce contrat baisse de 20 % en quelques mois à la suite d’une chute des marchés. Que faites-vous ?",
    },
    help: both("Les marchés d’actions ont connu de telles baisses en 2008, en 2020 et en 2022 : répondez selon ce que vous feriez vraiment."),
    answers: [
      {
        value: 1,
        label: both('Je vends tout ou partie pour éviter de perdre davantage'),
        cap: {
          maxRisk: 3,
          rationale: 'vendre après une baisse rend la perte définitive, et un profil plus exposé vous y confronterait régulièrement',
        },
      },
      { value: 2, label: both("Je ne change rien et j’attends que les marchés se redressent") },
      { value: 3, label: both("J’en profite pour investir davantage") },
    ],
  },
  {
    number: 6,
    topic: 'Part du patrimoine investie',
    weight: 1,
    label: {
      profile: "Quelle part de votre patrimoine total représente l’épargne que vous souhaitez investir ?",
      contract: 'Quelle part de votre patrimoine total représente ce contrat ?',
    },
    help: both('Votre patrimoine total comprend votre épargne, vos placements et vos biens immobiliers, déduction faite de vos emprunts.'),
    answers: [
      {
        value: 1,
        label: both('Plus de 75 %'),
        cap: { maxRisk: 4, rationale: 'placer plus des trois quarts de votre patrimoine avec un profil agressif concentrerait trop de risque' },
      },
      { value: 2, label: both('De 50 à 75 %') },
      { value: 3, label: both('De 25 à 50 %') },
      { value: 4, label: both('De 10 à 25 %') },
      { value: 5, label: both('Moins de 10 %') },
    ],
  },
  {
    number: 7,
    topic: 'Revenus et besoin de liquidités',
    weight: 2,
    label: {
      profile: "Vos revenus couvrent-ils vos dépenses, et disposez-vous d’une épargne de précaution à côté de ce placement ?",
      contract: "Prévoyez-vous des retraits sur ce contrat, et disposez-vous d’une épargne de précaution en dehors ?",
    },
    help: both(
      "L’épargne de précaution (livrets, compte courant) permet de faire face à un imprévu sans vendre ses placements au mauvais moment : on conseille souvent de garder 3 à 6 mois de dépenses.",
    ),
    answers: [
      {
        value: 1,
        label: {
          profile: 'Mes revenus ne couvrent pas mes dépenses : je devrai puiser régulièrement dans cette épargne',
          contract: 'Oui : je ferai des retraits réguliers sur ce contrat pour compléter mes revenus',
        },
        cap: { maxRisk: 2, rationale: 'des retraits réguliers demandent une épargne disponible et peu exposée aux baisses' },
      },
      {
        value: 2,
        label: {
          profile: "Mes revenus sont irréguliers ou incertains, et je n’ai pas d’épargne de précaution",
          contract: "Je pourrais devoir y puiser en cas d’imprévu : je n’ai pas d’épargne de précaution à côté",
        },
      },
      {
        value: 3,
        label: {
          profile: "Mes revenus couvrent mes dépenses, avec une épargne de précaution de moins de 3 mois de dépenses",
          contract: "J’ai une petite épargne de précaution (moins de 3 mois de dépenses) en dehors de ce contrat",
        },
      },
      {
        value: 4,
        label: {
          profile: 'Mes revenus sont stables, avec une épargne de précaution de 3 à 6 mois de dépenses',
          contract: "J’ai une épargne de précaution de 3 à 6 mois de dépenses en dehors de ce contrat",
        },
      },
      {
        value: 5,
        label: {
          profile: "Mes revenus sont stables et confortables, avec plus de 6 mois de dépenses de côté : je n’aurai pas besoin de cette épargne",
          contract: "Mes revenus sont stables et j’ai plus de 6 mois de dépenses de côté : je ne prévois aucun retrait",
        },
      },
    ],
  },
];
