// Singletons by package name, never by relative path: `@patrimo/shared` and `@patrimo/shared/ui` are
// federation singletons, and a relative import would bundle a second copy into each remote.
import { PASSWORD_MIN_LENGTH } from '@patrimo/shared';
import { Box, Group, List, PasswordInput, Stack, Text } from '@patrimo/shared/ui';
import type { PasswordStrengthResult } from '@patrimo/shared/password-strength';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';

/**
 * The new-password pieces shared by registration, password reset (mf-lobby) and password change
 * (mf-dashboard): a strength meter fed by zxcvbn-ts (spec §5: score -1…4, French warnings and
 * suggestions) and the password + confirmation pair that carries it.
 *
 * The scorer's dictionaries weigh about 1 MB, so `@patrimo/shared/password-strength` is only ever reached
 * through the dynamic `import()` below: webpack puts it in its own chunk, fetched after the page that
 * shows a meter has rendered, and no other page pays for it. Never import it statically from a screen.
 */

export type { PasswordStrengthResult } from '@patrimo/shared/password-strength';

type Scorer = typeof import('@patrimo/shared/password-strength');

let scorerLoading: Promise<Scorer> | undefined;
let scorerLoaded: Scorer | undefined;

/**
 * Loads the scorer chunk once for the page (later calls share the same promise). A failed load is
 * forgotten so the next caller retries: the meter is a help, the server has the last word anyway.
 */
export function loadPasswordScorer(): Promise<Scorer> {
  scorerLoading ??= import(/* webpackChunkName: "password-strength" */ '@patrimo/shared/password-strength').then(
    (module) => {
      scorerLoaded = module;
      return module;
    },
    (error: unknown) => {
      scorerLoading = undefined;
      throw error;
    },
  );
  return scorerLoading;
}

/**
 * Scores a password right now if the scorer has already loaded, else answers null without waiting.
 * Forms call it on submit to refuse a password the server would refuse (`not_secure`) without a round
 * trip; while it is null they simply let the server decide rather than keep the person waiting.
 *
 * @param personalWords raw e-mail and names of the person (see `personalInputs`), not yet split.
 */
export function scorePasswordIfLoaded(
  password: string,
  personalWords: readonly (string | null | undefined)[] = [],
): PasswordStrengthResult | null {
  if (!scorerLoaded) return null;
  return scorerLoaded.scorePassword(password, scorerLoaded.personalInputs(personalWords));
}

/** What `usePasswordStrength` knows about the password being typed. */
export interface PasswordStrengthState {
  /**
   * The latest score, or null when nothing is typed, the scorer is still loading or could not load.
   * While `pending` it may describe the previous value (kept on screen to avoid flicker).
   */
  result: PasswordStrengthResult | null;
  /** French label of `result.score` (« Très faible » … « Excellent »), null with no result. */
  label: string | null;
  /** A newer value is waiting for its debounce or for the scorer to load. */
  pending: boolean;
  /** The scorer chunk failed to load: no meter; the server still checks the password. */
  unavailable: boolean;
}

/** Strength of the empty password: nothing to show, nothing pending. */
const NOTHING_TYPED: PasswordStrengthState = { result: null, label: null, pending: false, unavailable: false };

/** Default pause after the last keystroke before scoring (zxcvbn costs a few milliseconds per run). */
export const PASSWORD_STRENGTH_DEBOUNCE_MS = 200;

/** Words are joined with a character nobody types, so the effect below depends on their values only. */
const WORDS_SEPARATOR = '\u0000';

export interface UsePasswordStrengthOptions {
  /** Milliseconds without typing before the password is scored. @default 200 */
  debounceMs?: number;
}

/**
 * Scores `password` as it is typed: loads the scorer chunk when first mounted (after the page has
 * rendered), then scores each value once typing pauses. `personalWords` are the person's raw e-mail and
 * names: a password built on them is weak whatever its length (spec §5 "names").
 *
 * @example
 * const strength = usePasswordStrength(password, [email, firstName, lastName]);
 * <PasswordStrengthMeter state={strength} />
 */
export function usePasswordStrength(
  password: string,
  personalWords: readonly (string | null | undefined)[] = [],
  options: UsePasswordStrengthOptions = {},
): PasswordStrengthState {
  const debounceMs = options.debounceMs ?? PASSWORD_STRENGTH_DEBOUNCE_MS;
  const wordsKey = personalWords.map((word) => word ?? '').join(WORDS_SEPARATOR);
  const [scorer, setScorer] = useState<Scorer | undefined>(scorerLoaded);
  const [unavailable, setUnavailable] = useState(false);
  const [scored, setScored] = useState<{ password: string; wordsKey: string; result: PasswordStrengthResult } | null>(
    null,
  );

  useEffect(() => {
    if (scorer) return;
    let active = true;
    loadPasswordScorer().then(
      (module) => {
        if (active) setScorer(module);
      },
      () => {
        if (active) setUnavailable(true);
      },
    );
    return () => {
      active = false;
    };
  }, [scorer]);

  useEffect(() => {
    if (!scorer || password === '') return;
    const timer = setTimeout(() => {
      const words = wordsKey === '' ? [] : wordsKey.split(WORDS_SEPARATOR);
      setScored({ password, wordsKey, result: scorer.scorePassword(password, scorer.personalInputs(words)) });
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [scorer, password, wordsKey, debounceMs]);

  if (password === '') return NOTHING_TYPED;
  if (unavailable) return { ...NOTHING_TYPED, unavailable: true };
  const result = scored?.result ?? null;
  return {
    result,
    label: result && scorer ? scorer.PASSWORD_STRENGTH_LABELS[result.score] : null,
    pending: scored === null || scored.password !== password || scored.wordsKey !== wordsKey,
    unavailable: false,
  };
}

const messages = defineMessages({
  meterName: { id: 'shared.identity.password.meterName', defaultMessage: 'Robustesse du mot de passe' },
  suggestionsTitle: { id: 'shared.identity.password.suggestionsTitle', defaultMessage: 'Pour le renforcer :' },
  notSecureHint: {
    id: 'shared.identity.password.notSecureHint',
    defaultMessage: "Choisissez un mot de passe au moins « Bon » pour pouvoir l’enregistrer.",
  },
  password: { id: 'shared.identity.password.password', defaultMessage: 'Mot de passe' },
  confirmation: { id: 'shared.identity.password.confirmation', defaultMessage: 'Confirmation du mot de passe' },
});

const meterValue = defineMessage<{ label: string }>({
  id: 'shared.identity.password.meterValue',
  defaultMessage: 'Robustesse : {label}',
});

const minLengthHint = defineMessage<{ count: number }>({
  id: 'shared.identity.password.minLength',
  defaultMessage: '{count} caractères minimum. Une phrase de plusieurs mots inattendus est à la fois sûre et facile à retenir.',
});

/** Number of segments of the meter: one per score from 0 (very weak) to 4 (excellent). */
export const STRENGTH_SEGMENTS = 5;

/** Mantine colour of each score, red (very weak) to green (excellent). */
export const STRENGTH_COLORS: readonly string[] = ['red', 'orange', 'yellow', 'lime', 'green'];

/**
 * The colour of each of the five segments for a score: the first `score + 1` segments take the
 * score's colour, the others stay empty (null). A score of -1 (nothing typed) fills none.
 */
export function strengthSegments(score: number): (string | null)[] {
  const color = STRENGTH_COLORS[score] ?? null;
  return Array.from({ length: STRENGTH_SEGMENTS }, (_, index) => (color !== null && index <= score ? color : null));
}

export interface PasswordStrengthMeterProps {
  /** What `usePasswordStrength` answered. */
  state: PasswordStrengthState;
  /** Id of the text part, for an input's `aria-describedby`. Generated when absent. */
  id?: string;
}

/**
 * Five segments coloured from red to green, the French label of the score, zxcvbn's warning and its
 * suggestions (spec §5). The bar is an ARIA `meter`; the text sits in a polite live region that stays
 * mounted, so screen readers hear the new verdict once typing pauses, without being interrupted.
 */
export function PasswordStrengthMeter({ state, id }: PasswordStrengthMeterProps) {
  const intl = useIntl();
  const generatedId = useId();
  const textId = id ?? `${generatedId}-strength`;
  const { result, label } = state;
  const score = result?.score ?? -1;
  const color = STRENGTH_COLORS[score];
  const judged = Boolean(result && label);
  return (
    <Stack gap={6} data-password-strength={score}>
      {/* Before a verdict, the bar and its label line keep their place (empty), so that the fields and the button
          under them do not move when it arrives: a click aimed at the button as the verdict came would miss it. */}
      {!judged && <Box h={6} aria-hidden="true" style={{ borderRadius: 3, background: 'var(--mantine-color-default-border)' }} />}
      {result && label && (
        <Group
          gap={4}
          wrap="nowrap"
          role="meter"
          aria-label={intl.formatMessage(messages.meterName)}
          aria-valuemin={0}
          aria-valuemax={STRENGTH_SEGMENTS - 1}
          aria-valuenow={score}
          aria-valuetext={label}
        >
          {strengthSegments(score).map((segment, index) => (
            <Box
              key={index}
              h={6}
              style={{
                flex: 1,
                borderRadius: 3,
                background: segment ? `var(--mantine-color-${segment}-6)` : 'var(--mantine-color-default-border)',
                transition: 'background-color 150ms ease',
              }}
            />
          ))}
        </Group>
      )}
      <Box id={textId} aria-live="polite" aria-atomic="true">
        {!judged && (
          <Text size="sm" fw={600} aria-hidden="true">
            {'\u00a0'}
          </Text>
        )}
        {result && label && (
          <Stack gap={4}>
            <Text size="sm" fw={600} c={color ? `${color}.7` : 'dimmed'}>
              {intl.formatMessage(meterValue, { label })}
            </Text>
            {result.warning && (
              <Text size="sm" c="dimmed">
                {result.warning}
              </Text>
            )}
            {result.suggestions.length > 0 && (
              <Box>
                <Text size="xs" c="dimmed">
                  {intl.formatMessage(messages.suggestionsTitle)}
                </Text>
                <List size="xs" c="dimmed" spacing={2}>
                  {result.suggestions.map((suggestion) => (
                    <List.Item key={suggestion}>{suggestion}</List.Item>
                  ))}
                </List>
              </Box>
            )}
            {!result.secure && result.score < 2 && (
              <Text size="xs" c="dimmed">
                {intl.formatMessage(messages.notSecureHint)}
              </Text>
            )}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}

export interface NewPasswordFieldsProps {
  /** The new password (controlled). */
  password: string;
  /** Its confirmation (controlled). */
  confirmation: string;
  onPasswordChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
  /** French message under the password, e.g. `messageForError(code, 'password')`. */
  passwordError?: ReactNode;
  /** French message under the confirmation, e.g. `messageForError('match_error', 'passwordConfirmation')`. */
  confirmationError?: ReactNode;
  /**
   * The person's raw e-mail and names when the form knows them: the meter then calls a password built
   * on them weak, as the server does.
   */
  personalWords?: readonly (string | null | undefined)[];
  /** @default 'Mot de passe' */
  passwordLabel?: string;
  /** @default 'Confirmation du mot de passe' */
  confirmationLabel?: string;
  /** Input names, for forms read by the browser's password manager. @default password, passwordConfirmation */
  names?: { password: string; confirmation: string };
  disabled?: boolean;
  /** Told of every new strength state, e.g. to grey the submit button while the password is too weak. */
  onStrengthChange?: (state: PasswordStrengthState) => void;
}

/**
 * The pair of fields every "choose a password" form needs (registration, reset, change): the password
 * with its minimum length, the strength meter under it, and the confirmation. Controlled: the form owns
 * the values, checks them on submit (`scorePasswordIfLoaded` for `not_secure`, the shared zod schemas
 * for the rest) and passes the French errors back.
 *
 * @example
 * <NewPasswordFields
 *   password={password} confirmation={confirmation}
 *   onPasswordChange={setPassword} onConfirmationChange={setConfirmation}
 *   passwordError={errors.password} confirmationError={errors.passwordConfirmation}
 *   personalWords={[email, firstName, lastName]}
 * />
 */
export function NewPasswordFields({
  password,
  confirmation,
  onPasswordChange,
  onConfirmationChange,
  passwordError,
  confirmationError,
  personalWords = [],
  passwordLabel,
  confirmationLabel,
  names = { password: 'password', confirmation: 'passwordConfirmation' },
  disabled = false,
  onStrengthChange,
}: NewPasswordFieldsProps) {
  const intl = useIntl();
  const strength = usePasswordStrength(password, personalWords);

  useEffect(() => {
    onStrengthChange?.(strength);
    // The state object is rebuilt on each render: depend on what it says, not on its identity (nor on
    // the callback's, which parents usually pass inline).
  }, [strength.result, strength.label, strength.pending, strength.unavailable]);

  return (
    <Stack gap="md">
      <Stack gap={8}>
        <PasswordInput
          label={passwordLabel ?? intl.formatMessage(messages.password)}
          description={intl.formatMessage(minLengthHint, { count: PASSWORD_MIN_LENGTH })}
          name={names.password}
          autoComplete="new-password"
          value={password}
          disabled={disabled}
          onChange={(event) => onPasswordChange(event.currentTarget.value)}
          {...(passwordError === undefined ? {} : { error: passwordError })}
        />
        <PasswordStrengthMeter state={strength} />
      </Stack>
      <PasswordInput
        label={confirmationLabel ?? intl.formatMessage(messages.confirmation)}
        name={names.confirmation}
        autoComplete="new-password"
        value={confirmation}
        disabled={disabled}
        onChange={(event) => onConfirmationChange(event.currentTarget.value)}
        {...(confirmationError === undefined ? {} : { error: confirmationError })}
      />
    </Stack>
  );
}
