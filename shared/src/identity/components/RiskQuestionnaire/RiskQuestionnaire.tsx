import { getRiskSurvey, updatePortfolio, updateProfile, type Portfolio, type Profile, type RiskSurveyDefinition } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { Alert, Button, Group, Loader, Stack, Text } from '@patrimo/shared/ui';
import { Progress, Radio } from '@patrimo/shared/ui/extra';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { errorCodesOf } from '../../lib/error-codes-of';
import { identityMessages, questionProgress } from '../../messages';
import { firstUnansweredIndex, formErrorsFromCodes, initialRiskAnswers, isProfileInfosRequired, riskSurveyOf } from '../../profile-form';
import { GlobalErrors } from '../GlobalErrors/GlobalErrors';
import { InfosRequired } from './InfosRequired';

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
          {t(identityMessages.surveyLoading)}
        </Text>
      </Group>
    );
  }

  if (survey.state === 'failed') {
    return (
      <Alert color="red" variant="light" title={t(identityMessages.surveyLoadFailed)} role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{survey.message}</Text>
          <Button size="xs" variant="light" onClick={() => setAttempt((n) => n + 1)}>
            {t(identityMessages.retry)}
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
          <Progress value={((index + 1) / total) * 100} aria-label={t(identityMessages.progressLabel)} size="sm" />
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
          error={missingAnswer ? t(identityMessages.answerRequired) : undefined}
          size="md"
          styles={{ label: { fontWeight: 600, marginBottom: 4 } }}
        >
          <Stack gap="sm" mt="sm">
            {question.answers.map((option) => (
              <Radio key={option.value} value={String(option.value)} label={option.label} />
            ))}
          </Stack>
        </Radio.Group>

        <GlobalErrors title={t(identityMessages.submitFailed)} messages={errors} />

        <Group justify="space-between">
          <Group gap="xs">
            <Button variant="default" onClick={() => goTo(index - 1)} disabled={index === 0 || submitting}>
              {t(identityMessages.previous)}
            </Button>
            {onCancel && (
              <Button variant="subtle" color="gray" onClick={onCancel} disabled={submitting}>
                {t(identityMessages.cancel)}
              </Button>
            )}
          </Group>
          <Button type="submit" loading={submitting}>
            {last ? (submitLabel ?? t(identityMessages.submit)) : t(identityMessages.next)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
