import type { RiskSurveyDefinition } from '@patrimo/shared';
import { isApiHttpError } from '@patrimo/shared/client';
import { formErrorsFromApi, FormGlobalErrors, useFocusFirstError } from '@patrimo/shared/forms';
import { useForm } from '@mantine/form';
import { Button, Group, Stack, Text } from '@patrimo/shared/ui';
import { Progress } from '@patrimo/shared/ui/extra';
import { Radio } from '@patrimo/shared/ui/controls';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useUpdatePortfolioRisk } from '../../api/update-portfolio-risk';
import { useUpdateProfile } from '../../api/update-profile';
import { identityMessages, questionProgress } from '../../messages';
import { firstUnansweredIndex, initialRiskAnswers, isProfileInfosRequired, riskSurveyOf } from '../../profile-form';
import type { RiskQuestionnaireProps } from './RiskQuestionnaire';

export type RiskQuestionsProps = RiskQuestionnaireProps & {
  /** The questions, as GET /risk_survey defines them. */
  survey: RiskSurveyDefinition;
  /** The API refused the answers because the base profile information is missing. */
  onInfosMissing: () => void;
};

/** The form's values: one answer per question, null until answered. */
interface RiskAnswersValues {
  answers: (number | null)[];
}

/**
 * The questions of the risk questionnaire, one at a time (Mantine's form holds every answer), « suivante »
 * refusing to go on without an answer; the last one saves the questionnaire on the profile or the
 * contract and reports the stored result to the screen.
 */
export function RiskQuestions(props: RiskQuestionsProps) {
  const { type, survey, initialAnswers, onCancel, submitLabel, onInfosMissing } = props;
  const intl = useIntl();
  const t = intl.formatMessage;
  const questions = survey.questions;
  const form = useForm<RiskAnswersValues>({
    mode: 'controlled',
    initialValues: { answers: initialRiskAnswers(questions.length, initialAnswers) },
  });
  const [index, setIndex] = useState(() => (initialAnswers ? 0 : firstUnansweredIndex(form.values.answers)));
  const [globalErrors, setGlobalErrors] = useState<string[]>([]);
  const [formRef, focusFirstError] = useFocusFirstError();
  const profileMutation = useUpdateProfile();
  const portfolioMutation = useUpdatePortfolioRisk();
  const submitting = profileMutation.isPending || portfolioMutation.isPending;
  const groupRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  // After « suivante » / « précédente », the keyboard follows to the new question's answers.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    const radios = groupRef.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]');
    const target = Array.from(radios ?? []).find((radio) => radio.checked) ?? radios?.[0];
    target?.focus();
  }, [index]);

  const question = questions[index];
  if (question === undefined) return null;
  const total = questions.length;
  const last = index === total - 1;
  const answerPath = `answers.${index}`;
  const answer = form.values.answers[index] ?? null;

  function goTo(target: number) {
    moved.current = true;
    form.clearErrors();
    setIndex(target);
  }

  function refuseMissing(at: number) {
    goTo(at);
    form.setFieldError(`answers.${at}`, t(identityMessages.answerRequired));
  }

  /** Runs the save; a refusal shows above the buttons, or the « fill your profile first » message. */
  async function submit<T>(call: () => Promise<T>): Promise<T | null> {
    setGlobalErrors([]);
    try {
      return await call();
    } catch (error) {
      if (isApiHttpError(error) && isProfileInfosRequired({ global: error.codes, fields: error.fields })) {
        onInfosMissing();
        return null;
      }
      setGlobalErrors(formErrorsFromApi(error, { fields: [], wrapper: type === 'contract' ? 'portfolio' : 'profile' }).global);
      focusFirstError();
      return null;
    }
  }

  async function save(values: RiskAnswersValues) {
    const riskSurvey = riskSurveyOf(type, values.answers);
    if (riskSurvey === null) {
      refuseMissing(firstUnansweredIndex(values.answers));
      return;
    }
    if (props.type === 'contract') {
      const { portfolioId, onSubmitted } = props;
      const saved = await submit(() => portfolioMutation.mutateAsync({ portfolioId, riskSurvey }));
      if (saved !== null) onSubmitted(saved);
    } else {
      const { onSubmitted } = props;
      const saved = await submit(() => profileMutation.mutateAsync({ riskSurvey }));
      if (saved !== null) onSubmitted(saved);
    }
  }

  const handleSubmit = form.onSubmit((values) => {
    if (submitting) return;
    if ((values.answers[index] ?? null) === null) {
      form.setFieldError(answerPath, t(identityMessages.answerRequired));
      return;
    }
    if (!last) {
      goTo(index + 1);
      return;
    }
    void save(values);
  });

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} aria-busy={submitting}>
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
            form.clearFieldError(answerPath);
            form.setFieldValue(answerPath, Number(value));
          }}
          error={form.errors[answerPath]}
          size="md"
          styles={{ label: { fontWeight: 600, marginBottom: 4 } }}
        >
          <Stack gap="sm" mt="sm">
            {question.answers.map((option) => (
              <Radio key={option.value} value={String(option.value)} label={option.label} />
            ))}
          </Stack>
        </Radio.Group>

        <FormGlobalErrors title={t(identityMessages.submitFailed)} messages={globalErrors} />

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
