// Singletons by package name, never by relative path: `@patrimo/shared`, `…/client`, `…/ui` and
// `…/ui/extra` are federation singletons, and a relative import would bundle a second copy into each remote.
import {
  annualSavingsLabels,
  getRiskSurvey,
  incomeRangeLabels,
  investableAssetsLabels,
  maritalStatusLabels,
  messageForError,
  moneySourceLabels,
  monthlyChargesLabels,
  professionnalStatusLabels,
  RECOMMENDED_RISKS,
  recommendedRiskLabels,
  requestAccountDeletion,
  scpLabels,
  changePassword,
  updatePortfolio,
  updateProfile,
  type Portfolio,
  type Profile,
  type RecommendedRisk,
  type RiskAssessment,
  type RiskSurveyDefinition,
} from '@patrimo/shared';
import { callApi, isApiHttpError, isApiNetworkError } from '@patrimo/shared/client';
import {
  Alert,
  Anchor,
  Box,
  Button,
  Group,
  List,
  Loader,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  type MantineColor,
  type TitleOrder,
} from '@patrimo/shared/ui';
import { Fieldset, Modal, NativeSelect, Progress, Radio } from '@patrimo/shared/ui/extra';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { NewPasswordFields, scorePasswordIfLoaded } from './password';
import {
  buildProfileUpdate,
  checkProfileForm,
  firstUnansweredIndex,
  formErrorsFromCodes,
  initialRiskAnswers,
  isProfileInfosRequired,
  isRequiredProfileField,
  noFormErrors,
  passwordChangeErrors,
  profileFormErrors,
  profileFormValuesOf,
  riskSurveyOf,
  validatePasswordChange,
  type ErrorCodes,
  type FormErrors,
  type PasswordChangeField,
  type PasswordChangeValues,
  type ProfileFormField,
  type ProfileFormValues,
} from './profile-form';

/**
 * The saver's profile pieces shared by mf-lobby's onboarding (`/app/profile/…`) and mf-dashboard's user
 * area (`/app/user/infos`, `/app/user/profile`): the profile form, the risk questionnaire and its result,
 * the password change and the account deletion request. Each one talks to the API itself (through the
 * contract) and reports success to its screen, which decides what follows (next step, toast…).
 */

const messages = defineMessages({
  sectionIdentity: { id: 'shared.identity.profile.sectionIdentity', defaultMessage: 'Identité' },
  // Not « Situation familiale »: that is the label of the select inside, and one name must mean one thing.
  sectionFamily: { id: 'shared.identity.profile.sectionFamily', defaultMessage: 'Famille' },
  sectionWork: { id: 'shared.identity.profile.sectionWork', defaultMessage: 'Situation professionnelle' },
  sectionMoney: { id: 'shared.identity.profile.sectionMoney', defaultMessage: 'Revenus et patrimoine' },
  mobile: { id: 'shared.identity.profile.mobile', defaultMessage: 'Téléphone mobile' },
  mobilePlaceholder: { id: 'shared.identity.profile.mobilePlaceholder', defaultMessage: '06 12 34 56 78' },
  birthdate: { id: 'shared.identity.profile.birthdate', defaultMessage: 'Date de naissance' },
  birthplace: { id: 'shared.identity.profile.birthplace', defaultMessage: 'Lieu de naissance' },
  nationality: { id: 'shared.identity.profile.nationality', defaultMessage: 'Nationalité' },
  nationalityPlaceholder: { id: 'shared.identity.profile.nationalityPlaceholder', defaultMessage: 'Française' },
  maritalStatus: { id: 'shared.identity.profile.maritalStatus', defaultMessage: 'Situation familiale' },
  children: { id: 'shared.identity.profile.children', defaultMessage: "Nombre d’enfants" },
  childrenHelp: { id: 'shared.identity.profile.childrenHelp', defaultMessage: 'Enfants à charge ou non ; 0 si vous n’en avez pas' },
  scp: { id: 'shared.identity.profile.scp', defaultMessage: 'Catégorie socio-professionnelle' },
  professionnalStatus: { id: 'shared.identity.profile.professionnalStatus', defaultMessage: 'Statut professionnel' },
  jobTitle: { id: 'shared.identity.profile.jobTitle', defaultMessage: 'Métier' },
  incomeRange: { id: 'shared.identity.profile.incomeRange', defaultMessage: 'Revenus annuels nets' },
  moneySource: { id: 'shared.identity.profile.moneySource', defaultMessage: 'Source principale de revenus' },
  investableAssets: { id: 'shared.identity.profile.investableAssets', defaultMessage: 'Estimation du patrimoine total' },
  investableAssetsHelp: {
    id: 'shared.identity.profile.investableAssetsHelp',
    defaultMessage: 'Tous vos biens, y compris ceux que vous n’avez pas connectés ; au moins le patrimoine que nous agrégeons',
  },
  annualSavings: { id: 'shared.identity.profile.annualSavings', defaultMessage: "Capacité d’épargne annuelle" },
  monthlyCharges: { id: 'shared.identity.profile.monthlyCharges', defaultMessage: 'Charges mensuelles' },
  choose: { id: 'shared.identity.profile.choose', defaultMessage: 'Choisir…' },
  requiredHint: { id: 'shared.identity.profile.requiredHint', defaultMessage: 'Les champs marqués d’un astérisque (*) sont obligatoires.' },
  readOnlyHint: {
    id: 'shared.identity.profile.readOnlyHint',
    defaultMessage: 'Consultation seule : seul votre client peut modifier ces informations.',
  },
  save: { id: 'shared.identity.profile.save', defaultMessage: 'Enregistrer' },
  saveFailed: { id: 'shared.identity.profile.saveFailed', defaultMessage: "L’enregistrement n’a pas abouti" },

  surveyLoading: { id: 'shared.identity.risk.loading', defaultMessage: 'Chargement du questionnaire…' },
  surveyLoadFailed: { id: 'shared.identity.risk.loadFailed', defaultMessage: 'Le questionnaire n’a pas pu être chargé' },
  retry: { id: 'shared.identity.risk.retry', defaultMessage: 'Réessayer' },
  progressLabel: { id: 'shared.identity.risk.progressLabel', defaultMessage: 'Progression du questionnaire' },
  previous: { id: 'shared.identity.risk.previous', defaultMessage: 'Question précédente' },
  next: { id: 'shared.identity.risk.next', defaultMessage: 'Question suivante' },
  submit: { id: 'shared.identity.risk.submit', defaultMessage: 'Voir mon profil' },
  cancel: { id: 'shared.identity.risk.cancel', defaultMessage: 'Annuler' },
  answerRequired: { id: 'shared.identity.risk.answerRequired', defaultMessage: 'Choisissez une réponse pour continuer.' },
  submitFailed: { id: 'shared.identity.risk.submitFailed', defaultMessage: "Vos réponses n’ont pas pu être enregistrées" },
  infosRequiredTitle: { id: 'shared.identity.risk.infosRequiredTitle', defaultMessage: 'Complétez d’abord votre profil' },
  infosRequired: {
    id: 'shared.identity.risk.infosRequired',
    defaultMessage:
      'Le questionnaire tient compte de votre situation : renseignez d’abord vos informations personnelles et financières (situation familiale, revenus, patrimoine…).',
  },
  infosLink: { id: 'shared.identity.risk.infosLink', defaultMessage: 'Compléter mes informations' },

  resultEyebrow: { id: 'shared.identity.result.eyebrow', defaultMessage: 'Votre profil d’investisseur recommandé' },
  scaleLabel: { id: 'shared.identity.result.scaleLabel', defaultMessage: 'Échelle des profils, du plus prudent au plus dynamique' },
  reasonsTitle: { id: 'shared.identity.result.reasonsTitle', defaultMessage: 'Ce qui a déterminé votre profil' },

  currentPassword: { id: 'shared.identity.passwordChange.current', defaultMessage: 'Mot de passe actuel' },
  newPassword: { id: 'shared.identity.passwordChange.new', defaultMessage: 'Nouveau mot de passe' },
  newPasswordConfirmation: { id: 'shared.identity.passwordChange.confirmation', defaultMessage: 'Confirmation du nouveau mot de passe' },
  changePassword: { id: 'shared.identity.passwordChange.submit', defaultMessage: 'Changer mon mot de passe' },
  showPassword: { id: 'shared.identity.passwordChange.show', defaultMessage: 'Afficher ou masquer le mot de passe' },
  changePasswordFailed: { id: 'shared.identity.passwordChange.failed', defaultMessage: "Le mot de passe n’a pas été changé" },

  deletionIntro: {
    id: 'shared.identity.deletion.intro',
    defaultMessage:
      'La suppression efface définitivement votre profil, vos établissements connectés, vos biens et leur historique. Nous vous enverrons un e-mail contenant le lien qui la confirme.',
  },
  deleteAccount: { id: 'shared.identity.deletion.button', defaultMessage: 'Supprimer mon compte' },
  deletionModalTitle: { id: 'shared.identity.deletion.modalTitle', defaultMessage: 'Supprimer votre compte ?' },
  deletionModalText: {
    id: 'shared.identity.deletion.modalText',
    defaultMessage:
      'Vous allez recevoir un e-mail avec un lien de confirmation. Votre compte et toutes vos données seront supprimés lorsque vous ouvrirez ce lien ; rien n’est effacé avant.',
  },
  deletionConfirm: { id: 'shared.identity.deletion.confirm', defaultMessage: 'M’envoyer le lien de suppression' },
  deletionFailed: { id: 'shared.identity.deletion.failed', defaultMessage: "La demande n’a pas pu être envoyée" },
  deletionSentTitle: { id: 'shared.identity.deletion.sentTitle', defaultMessage: 'Demande de suppression envoyée' },
  deletionSentNoEmail: {
    id: 'shared.identity.deletion.sentNoEmail',
    defaultMessage: 'Un e-mail de confirmation vous a été envoyé. Ouvrez le lien qu’il contient pour supprimer définitivement votre compte.',
  },
});

const questionProgress = defineMessage<{ number: number; total: number }>({
  id: 'shared.identity.risk.progress',
  defaultMessage: 'Question {number} sur {total}',
});

const resultLevel = defineMessage<{ level: number; max: number }>({
  id: 'shared.identity.result.level',
  defaultMessage: 'Niveau {level} sur {max}',
});

const resultScore = defineMessage<{ score: number; maxScore: number }>({
  id: 'shared.identity.result.score',
  defaultMessage: 'Score de vos réponses : {score} points sur {maxScore}',
});

const deletionSent = defineMessage<{ email: string }>({
  id: 'shared.identity.deletion.sent',
  defaultMessage:
    'Un e-mail de confirmation vous a été envoyé à {email}. Ouvrez le lien qu’il contient pour supprimer définitivement votre compte.',
});

/**
 * The codes of any failure of `callApi`: the server's codes, `network_error` when it could not be
 * reached, `unknown` otherwise (an answer of the wrong shape, a bug).
 */
function errorCodesOf(error: unknown): ErrorCodes {
  if (isApiHttpError(error)) return { global: error.codes, fields: error.fields };
  if (isApiNetworkError(error)) return { global: ['network_error'], fields: {} };
  return { global: ['unknown'], fields: {} };
}

/** Messages above a form: one as a sentence, several as a list. */
function GlobalErrors({ title, messages: list }: { title: string; messages: readonly string[] }) {
  if (list.length === 0) return null;
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      {list.length === 1 ? (
        <Text size="sm">{list[0]}</Text>
      ) : (
        <List size="sm">
          {list.map((message) => (
            <List.Item key={message}>{message}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}

/** Puts the keyboard on the first invalid input once errors are shown, so nobody hunts for them. */
function useFocusFirstError(errors: FormErrors<string>) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (Object.keys(errors.fields).length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  return formRef;
}

/** Today in Paris as an ISO date, the latest birthdate the date picker offers (spec §5). */
function todayInParis(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
}

/** The options of an enumeration, labelled in French from the shared labels, after an empty choice. */
function optionsOf(labels: Readonly<Record<number, string>>, placeholder: string) {
  return [{ value: '', label: placeholder }, ...Object.entries(labels).map(([value, label]) => ({ value, label }))];
}

// ---------------------------------------------------------------------------------------------------
// Profile infos
// ---------------------------------------------------------------------------------------------------

export interface ProfileInfosFormProps {
  /** The stored profile; null when the saver never saved one (an empty form). */
  profile: Profile | null;
  /** Shows the answers without a way to change them: an advisor looking at a customer (spec §6). @default false */
  readOnly?: boolean;
  /** Called with the profile as stored by the API once saved (then `infos` says whether it is complete). */
  onSaved?: (profile: Profile) => void;
}

/**
 * Every answer of the saver's profile (spec §3), in four sections, the answers that make the profile
 * complete marked as required. Checks the answers with the contract's schema before sending them, sends
 * only what changed (PUT /users/me/profile), and shows the server's refusals under their fields —
 * `after_today` on the birthdate, `below_aggregated` on the estate estimate — or above the form.
 *
 * @example
 * <ProfileInfosForm profile={profile} onSaved={(saved) => { toast(…); void reloadUser(); }} />
 */
export function ProfileInfosForm({ profile, readOnly = false, onSaved }: ProfileInfosFormProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [baseline, setBaseline] = useState<Profile | null>(profile);
  const [values, setValues] = useState<ProfileFormValues>(() => profileFormValuesOf(profile));
  const [errors, setErrors] = useState<FormErrors<ProfileFormField>>(noFormErrors);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useFocusFirstError(errors);

  // A new profile from the screen (another subject, a reload) replaces the form's content.
  useEffect(() => {
    setBaseline(profile);
    setValues(profileFormValuesOf(profile));
    setErrors(noFormErrors());
  }, [profile]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (readOnly || submitting) return;
    const check = checkProfileForm(values);
    if (!check.valid) {
      setErrors(check.errors);
      return;
    }
    setErrors(noFormErrors());
    setSubmitting(true);
    try {
      // Always sent, even with nothing changed: the answer is the fresh profile with its `infos` flag.
      const saved = await callApi(updateProfile, { body: { profile: buildProfileUpdate(check.input, baseline) } });
      setBaseline(saved);
      setValues(profileFormValuesOf(saved));
      onSaved?.(saved);
    } catch (error) {
      setErrors(profileFormErrors(errorCodesOf(error)));
    } finally {
      setSubmitting(false);
    }
  }

  /** The props every input shares: value, change, error, required mark, read-only state. */
  function field(name: ProfileFormField) {
    return {
      name,
      value: values[name],
      // Read-only, nothing is asked of the reader: no required marks.
      required: !readOnly && isRequiredProfileField(name),
      error: errors.fields[name],
      onChange: (event: { currentTarget: { value: string } }) => {
        const value = event.currentTarget.value;
        setValues((current) => ({ ...current, [name]: value }));
      },
    };
  }
  // A <select> ignores `readonly`: read-only selects are disabled, read-only text inputs stay readable.
  const textProps = { readOnly };
  const selectProps = { disabled: readOnly };
  const choose = t(messages.choose);

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void handleSubmit(event)} aria-busy={submitting}>
      <Stack gap="lg">
        {readOnly ? (
          <Text size="sm" c="dimmed">
            {t(messages.readOnlyHint)}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t(messages.requiredHint)}
          </Text>
        )}
        <GlobalErrors title={t(messages.saveFailed)} messages={errors.global} />

        <Fieldset legend={t(messages.sectionIdentity)}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              {...field('mobile')}
              {...textProps}
              label={t(messages.mobile)}
              type="tel"
              autoComplete="tel"
              placeholder={t(messages.mobilePlaceholder)}
            />
            <TextInput {...field('birthdate')} {...textProps} label={t(messages.birthdate)} type="date" autoComplete="bday" max={todayInParis()} />
            <TextInput {...field('birthplace')} {...textProps} label={t(messages.birthplace)} />
            <TextInput
              {...field('nationality')}
              {...textProps}
              label={t(messages.nationality)}
              placeholder={t(messages.nationalityPlaceholder)}
            />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend={t(messages.sectionFamily)}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect {...field('maritalStatus')} {...selectProps} label={t(messages.maritalStatus)} data={optionsOf(maritalStatusLabels, choose)} />
            <TextInput
              {...field('children')}
              {...textProps}
              label={t(messages.children)}
              description={t(messages.childrenHelp)}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
            />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend={t(messages.sectionWork)}>
          <Stack gap="md">
            <NativeSelect {...field('scp')} {...selectProps} label={t(messages.scp)} data={optionsOf(scpLabels, choose)} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NativeSelect
                {...field('professionnalStatus')}
                {...selectProps}
                label={t(messages.professionnalStatus)}
                data={optionsOf(professionnalStatusLabels, choose)}
              />
              <TextInput {...field('jobTitle')} {...textProps} label={t(messages.jobTitle)} autoComplete="organization-title" />
            </SimpleGrid>
          </Stack>
        </Fieldset>

        <Fieldset legend={t(messages.sectionMoney)}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect {...field('incomeRange')} {...selectProps} label={t(messages.incomeRange)} data={optionsOf(incomeRangeLabels, choose)} />
            <NativeSelect {...field('moneySource')} {...selectProps} label={t(messages.moneySource)} data={optionsOf(moneySourceLabels, choose)} />
            <NativeSelect
              {...field('investableAssets')}
              {...selectProps}
              label={t(messages.investableAssets)}
              description={t(messages.investableAssetsHelp)}
              data={optionsOf(investableAssetsLabels, choose)}
            />
            <NativeSelect
              {...field('annualSavings')}
              {...selectProps}
              label={t(messages.annualSavings)}
              data={optionsOf(annualSavingsLabels, choose)}
            />
            <NativeSelect
              {...field('monthlyCharges')}
              {...selectProps}
              label={t(messages.monthlyCharges)}
              data={optionsOf(monthlyChargesLabels, choose)}
            />
          </SimpleGrid>
        </Fieldset>

        {!readOnly && (
          <Group justify="flex-end">
            <Button type="submit" loading={submitting}>
              {t(messages.save)}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

// ---------------------------------------------------------------------------------------------------
// Risk questionnaire
// ---------------------------------------------------------------------------------------------------

interface RiskQuestionnaireCommonProps {
  /** Answers of the previous questionnaire, to start from (1 … 5, 1 … 3 for question 5). */
  initialAnswers?: readonly number[] | null;
  /**
   * Whether the base profile information is filled (`profile.infos`). When false, the questionnaire is
   * not shown: only the message asking to fill the profile first (spec §5). @default true
   */
  infosComplete?: boolean;
  /** Where the saver fills that information. @default '/app/profile/infos' */
  infosPath?: string;
  /** Shows a « Annuler » button calling this (the questionnaire shown inline over a result). */
  onCancel?: () => void;
  /** The last question's button. @default « Voir mon profil » */
  submitLabel?: string;
}

export type RiskQuestionnaireProps = RiskQuestionnaireCommonProps &
  (
    | {
        /** The saver-level questionnaire, saved on the profile. */
        type: 'profile';
        /** Called with the profile as stored once the answers are saved; `riskAssessment` is the result. */
        onSubmitted: (profile: Profile) => void;
      }
    | {
        /** One envelope's questionnaire (spec §4 "risk profile per envelope"), saved on the contract. */
        type: 'contract';
        portfolioId: string;
        /** Called with the contract as stored; `recommendedRisk` is the result. */
        onSubmitted: (portfolio: Portfolio) => void;
      }
  );

type SurveyState =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; survey: RiskSurveyDefinition };

/** The message and link shown when the questionnaire needs the profile information first. */
function InfosRequired({ infosPath, onCancel }: { infosPath: string; onCancel?: (() => void) | undefined }) {
  const intl = useIntl();
  return (
    <Alert color="yellow" variant="light" title={intl.formatMessage(messages.infosRequiredTitle)} role="alert">
      <Stack gap="xs">
        <Text size="sm">{intl.formatMessage(messages.infosRequired)}</Text>
        <Group gap="md">
          <Anchor component={Link} to={infosPath} size="sm" fw={600}>
            {intl.formatMessage(messages.infosLink)}
          </Anchor>
          {onCancel && (
            <Button size="xs" variant="subtle" color="gray" onClick={onCancel}>
              {intl.formatMessage(messages.cancel)}
            </Button>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}

/**
 * The investor risk questionnaire (spec §3: 7 questions, answers 1-5, 3 for question 5), one question at
 * a time with « Question 3 sur 7 » and a progress bar, previous and next buttons, and « Voir mon profil »
 * on the last one, which saves `{ riskSurvey: { type, answers } }` on the profile (or the contract). Questions come from
 * GET /risk_survey so their wording lives in one place. When the API refuses because the base profile
 * information is missing, it says so and links to the form.
 *
 * @example
 * <RiskQuestionnaire type="profile" initialAnswers={profile.riskSurvey?.answers} onSubmitted={showResult} />
 * <RiskQuestionnaire type="contract" portfolioId={contract.id} onSubmitted={showContractRisk} />
 */
export function RiskQuestionnaire(props: RiskQuestionnaireProps) {
  const { type, initialAnswers, infosComplete = true, infosPath = '/app/profile/infos', onCancel, submitLabel } = props;
  const intl = useIntl();
  const t = intl.formatMessage;
  const [survey, setSurvey] = useState<SurveyState>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [answers, setAnswers] = useState<(number | null)[]>([]);
  const [index, setIndex] = useState(0);
  const [missingAnswer, setMissingAnswer] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [infosMissing, setInfosMissing] = useState(!infosComplete);
  const groupRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  useEffect(() => setInfosMissing(!infosComplete), [infosComplete]);

  useEffect(() => {
    if (!infosComplete) return;
    const controller = new AbortController();
    setSurvey({ state: 'loading' });
    callApi(getRiskSurvey, { query: { type }, signal: controller.signal }).then(
      (definition) => {
        const start = initialRiskAnswers(definition.questions.length, initialAnswers);
        setAnswers(start);
        setIndex(initialAnswers ? 0 : firstUnansweredIndex(start));
        setSurvey({ state: 'ready', survey: definition });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setSurvey({ state: 'failed', message: formErrorsFromCodes(errorCodesOf(error), [], { wrapper: '' }).global.join(' ') });
      },
    );
    return () => controller.abort();
    // `initialAnswers` seeds the questionnaire once per load; a new array from the parent must not reset it.
  }, [type, attempt, infosComplete]);

  // After « suivante » / « précédente », the keyboard follows to the new question's answers.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    const radios = groupRef.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]');
    const target = Array.from(radios ?? []).find((radio) => radio.checked) ?? radios?.[0];
    target?.focus();
  }, [index]);

  if (infosMissing) return <InfosRequired infosPath={infosPath} onCancel={onCancel} />;

  if (survey.state === 'loading') {
    return (
      <Group gap="sm" py="lg" justify="center" aria-live="polite">
        <Loader size="sm" />
        <Text size="sm" c="dimmed">
          {t(messages.surveyLoading)}
        </Text>
      </Group>
    );
  }

  if (survey.state === 'failed') {
    return (
      <Alert color="red" variant="light" title={t(messages.surveyLoadFailed)} role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{survey.message}</Text>
          <Button size="xs" variant="light" onClick={() => setAttempt((n) => n + 1)}>
            {t(messages.retry)}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const questions = survey.survey.questions;
  const question = questions[index];
  if (question === undefined) return null;
  const total = questions.length;
  const last = index === total - 1;
  const answer = answers[index] ?? null;

  function goTo(target: number) {
    moved.current = true;
    setMissingAnswer(false);
    setIndex(target);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    if (answer === null) {
      setMissingAnswer(true);
      return;
    }
    if (!last) {
      goTo(index + 1);
      return;
    }
    const riskSurvey = riskSurveyOf(type, answers);
    if (riskSurvey === null) {
      goTo(firstUnansweredIndex(answers));
      setMissingAnswer(true);
      return;
    }
    setErrors([]);
    setSubmitting(true);
    try {
      if (props.type === 'contract') {
        props.onSubmitted(await callApi(updatePortfolio, { params: { id: props.portfolioId }, body: { portfolio: { riskSurvey } } }));
      } else {
        props.onSubmitted(await callApi(updateProfile, { body: { profile: { riskSurvey } } }));
      }
    } catch (error) {
      const codes = errorCodesOf(error);
      if (isProfileInfosRequired(codes)) setInfosMissing(true);
      else setErrors(formErrorsFromCodes(codes, [], { wrapper: props.type === 'contract' ? 'portfolio' : 'profile' }).global);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} aria-busy={submitting}>
      <Stack gap="lg">
        <Stack gap={6}>
          <Text size="sm" fw={600} aria-live="polite">
            {intl.formatMessage(questionProgress, { number: index + 1, total })}
          </Text>
          <Progress value={((index + 1) / total) * 100} aria-label={t(messages.progressLabel)} size="sm" />
        </Stack>

        <Radio.Group
          ref={groupRef}
          name={`risk-question-${question.number}`}
          label={question.label}
          description={question.help ?? undefined}
          value={answer === null ? null : String(answer)}
          onChange={(value) => {
            setMissingAnswer(false);
            setAnswers((current) => current.map((previous, i) => (i === index ? Number(value) : previous)));
          }}
          error={missingAnswer ? t(messages.answerRequired) : undefined}
          size="md"
          styles={{ label: { fontWeight: 600, marginBottom: 4 } }}
        >
          <Stack gap="sm" mt="sm">
            {question.answers.map((option) => (
              <Radio key={option.value} value={String(option.value)} label={option.label} />
            ))}
          </Stack>
        </Radio.Group>

        <GlobalErrors title={t(messages.submitFailed)} messages={errors} />

        <Group justify="space-between">
          <Group gap="xs">
            <Button variant="default" onClick={() => goTo(index - 1)} disabled={index === 0 || submitting}>
              {t(messages.previous)}
            </Button>
            {onCancel && (
              <Button variant="subtle" color="gray" onClick={onCancel} disabled={submitting}>
                {t(messages.cancel)}
              </Button>
            )}
          </Group>
          <Button type="submit" loading={submitting}>
            {last ? (submitLabel ?? t(messages.submit)) : t(messages.next)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

// ---------------------------------------------------------------------------------------------------
// Risk profile result
// ---------------------------------------------------------------------------------------------------

/** Colour of each recommended profile on the scale, calm to hot. */
const RISK_COLORS: Record<RecommendedRisk, MantineColor> = { 1: 'teal', 2: 'green', 3: 'yellow', 4: 'orange', 5: 'red' };

export interface RiskProfileResultProps {
  /** What the questionnaire yielded (`profile.riskAssessment`). */
  assessment: RiskAssessment;
  /** Level of the profile name's heading in the page. @default 2 */
  headingOrder?: TitleOrder;
  /** Under the reasons: actions of the screen (next step, redo the questionnaire…). */
  children?: ReactNode;
}

/**
 * The recommended profile (spec §3: 1 prudent … 5 aggressive) with its French name, its place on a 1-5
 * scale, the one-sentence summary and the reasons the API gives, so the saver sees why, not only what.
 */
export function RiskProfileResult({ assessment, headingOrder = 2, children }: RiskProfileResultProps) {
  const intl = useIntl();
  const level = assessment.recommendedRisk;
  const max = RECOMMENDED_RISKS.length;
  return (
    <Stack gap="md" data-recommended-risk={level}>
      <Stack gap={2}>
        <Text size="sm" c="dimmed">
          {intl.formatMessage(messages.resultEyebrow)}
        </Text>
        <Title order={headingOrder}>{recommendedRiskLabels[level]}</Title>
        <Text size="sm" c="dimmed">
          {intl.formatMessage(resultLevel, { level, max })}
        </Text>
      </Stack>

      <Box
        component="ol"
        aria-label={intl.formatMessage(messages.scaleLabel)}
        style={{ display: 'grid', gridTemplateColumns: `repeat(${max}, 1fr)`, gap: 6, listStyle: 'none', padding: 0, margin: 0 }}
      >
        {RECOMMENDED_RISKS.map((risk) => {
          const current = risk === level;
          return (
            <Box component="li" key={risk} aria-current={current ? 'step' : undefined}>
              <Box
                h={current ? 12 : 8}
                mt={current ? 0 : 2}
                style={{
                  borderRadius: 4,
                  background: risk <= level ? `var(--mantine-color-${RISK_COLORS[risk]}-6)` : 'var(--mantine-color-default-border)',
                }}
              />
              <Text size="xs" ta="center" mt={4} fw={current ? 700 : 400} {...(current ? {} : { c: 'dimmed' })}>
                {recommendedRiskLabels[risk]}
              </Text>
            </Box>
          );
        })}
      </Box>

      <Text>{assessment.summary}</Text>

      {assessment.reasons.length > 0 && (
        <Stack gap={6}>
          <Text fw={600} size="sm">
            {intl.formatMessage(messages.reasonsTitle)}
          </Text>
          <List size="sm" spacing={4}>
            {assessment.reasons.map((reason) => (
              <List.Item key={reason}>{reason}</List.Item>
            ))}
          </List>
        </Stack>
      )}

      <Text size="xs" c="dimmed">
        {intl.formatMessage(resultScore, { score: assessment.score, maxScore: assessment.maxScore })}
      </Text>

      {children}
    </Stack>
  );
}

// ---------------------------------------------------------------------------------------------------
// Password change
// ---------------------------------------------------------------------------------------------------

export interface PasswordChangeFormProps {
  /** Called once the password is changed (the screen shows « Mot de passe mis à jour »). */
  onChanged?: () => void;
  /** The saver's e-mail and names: the strength meter calls a password built on them weak, as the server does. */
  personalWords?: readonly (string | null | undefined)[];
}

const EMPTY_PASSWORDS: PasswordChangeValues = { currentPassword: '', password: '', passwordConfirmation: '' };

/**
 * Changes the password knowing the current one (POST /users/me/password): the current password, then the
 * new one with its strength meter and confirmation. `wrong_password` shows under the current password,
 * `not_secure` under the new one, `match_error` under the confirmation.
 */
export function PasswordChangeForm({ onChanged, personalWords = [] }: PasswordChangeFormProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [values, setValues] = useState<PasswordChangeValues>(EMPTY_PASSWORDS);
  const [errors, setErrors] = useState<FormErrors<PasswordChangeField>>(noFormErrors);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useFocusFirstError(errors);
  const set = (name: PasswordChangeField) => (value: string) => setValues((current) => ({ ...current, [name]: value }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const invalid = validatePasswordChange(values);
    // Refused here only when the meter has already scored it: otherwise the server decides (`not_secure`).
    const strength = scorePasswordIfLoaded(values.password, personalWords);
    if (invalid || (strength !== null && !strength.secure)) {
      const result = invalid ?? noFormErrors<PasswordChangeField>();
      if (strength !== null && !strength.secure) result.fields.password ??= messageForError('not_secure', 'password');
      setErrors(result);
      return;
    }
    setErrors(noFormErrors());
    setSubmitting(true);
    try {
      await callApi(changePassword, { body: { credentials: values } });
      setValues(EMPTY_PASSWORDS);
      onChanged?.();
    } catch (error) {
      setErrors(passwordChangeErrors(errorCodesOf(error)));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void handleSubmit(event)} aria-busy={submitting}>
      <Stack gap="md" maw={480}>
        <GlobalErrors title={t(messages.changePasswordFailed)} messages={errors.global} />
        <PasswordInput
          label={t(messages.currentPassword)}
          name="currentPassword"
          autoComplete="current-password"
          visibilityToggleButtonProps={{ 'aria-label': t(messages.showPassword) }}
          value={values.currentPassword}
          onChange={(event) => set('currentPassword')(event.currentTarget.value)}
          error={errors.fields.currentPassword}
        />
        <NewPasswordFields
          password={values.password}
          confirmation={values.passwordConfirmation}
          onPasswordChange={set('password')}
          onConfirmationChange={set('passwordConfirmation')}
          passwordError={errors.fields.password}
          confirmationError={errors.fields.passwordConfirmation}
          personalWords={personalWords}
          passwordLabel={t(messages.newPassword)}
          confirmationLabel={t(messages.newPasswordConfirmation)}
        />
        <Group>
          <Button type="submit" loading={submitting}>
            {t(messages.changePassword)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

// ---------------------------------------------------------------------------------------------------
// Account deletion request
// ---------------------------------------------------------------------------------------------------

export interface AccountDeletionRequestProps {
  /** Where the confirmation e-mail goes, to tell the saver where to look. */
  email?: string | null;
}

/**
 * The first half of the account deletion (spec §4: request, e-mail sent, confirmation link): « Supprimer
 * mon compte » opens a dialog that explains what follows, then DELETE /users/me sends the e-mail with the
 * link that really deletes. The box to tick (spec §5) is on that link's page (`/delete-profile`), where the
 * deletion happens; nothing is erased before.
 */
export function AccountDeletionRequest({ email }: AccountDeletionRequestProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [opened, setOpened] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState(false);

  function open() {
    setErrors([]);
    setOpened(true);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setErrors([]);
    setSubmitting(true);
    try {
      await callApi(requestAccountDeletion);
      setSent(true);
      setOpened(false);
    } catch (error) {
      setErrors(formErrorsFromCodes(errorCodesOf(error), [], { wrapper: '' }).global);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Stack gap="md" align="flex-start">
      <Text size="sm">{t(messages.deletionIntro)}</Text>
      {sent ? (
        <Alert color="green" variant="light" title={t(messages.deletionSentTitle)} role="status">
          <Text size="sm">{email ? intl.formatMessage(deletionSent, { email }) : t(messages.deletionSentNoEmail)}</Text>
        </Alert>
      ) : (
        <Button color="red" variant="light" onClick={open}>
          {t(messages.deleteAccount)}
        </Button>
      )}
      <Modal opened={opened} onClose={() => !submitting && setOpened(false)} title={t(messages.deletionModalTitle)} centered>
        <form noValidate onSubmit={(event) => void handleSubmit(event)} aria-busy={submitting}>
          <Stack gap="md">
            <Text size="sm">{t(messages.deletionModalText)}</Text>
            <GlobalErrors title={t(messages.deletionFailed)} messages={errors} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpened(false)} disabled={submitting}>
                {t(messages.cancel)}
              </Button>
              <Button type="submit" color="red" loading={submitting}>
                {t(messages.deletionConfirm)}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
