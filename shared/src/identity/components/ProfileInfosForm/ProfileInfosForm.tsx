// Singletons by package name, never by relative path: `@patrimo/shared`, `…/client`, `…/ui` and
// `…/ui/extra` are federation singletons, and a relative import would bundle a second copy into each remote.
import {
  annualSavingsLabels,
  incomeRangeLabels,
  investableAssetsLabels,
  maritalStatusLabels,
  moneySourceLabels,
  monthlyChargesLabels,
  professionnalStatusLabels,
  scpLabels,
  updateProfile,
  type Profile,
} from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@patrimo/shared/ui';
import { Fieldset, NativeSelect } from '@patrimo/shared/ui/extra';
import { useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useFocusFirstError } from '../../hooks/use-focus-first-error';
import { errorCodesOf } from '../../lib/error-codes-of';
import { optionsOf, todayInParis } from '../../lib/form-options';
import { identityMessages } from '../../messages';
import {
  buildProfileUpdate,
  checkProfileForm,
  isRequiredProfileField,
  noFormErrors,
  profileFormErrors,
  profileFormValuesOf,
  type FormErrors,
  type ProfileFormField,
  type ProfileFormValues,
} from '../../profile-form';
import { GlobalErrors } from '../GlobalErrors/GlobalErrors';

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
  const choose = t(identityMessages.choose);

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void handleSubmit(event)} aria-busy={submitting}>
      <Stack gap="lg">
        {readOnly ? (
          <Text size="sm" c="dimmed">
            {t(identityMessages.readOnlyHint)}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t(identityMessages.requiredHint)}
          </Text>
        )}
        <GlobalErrors title={t(identityMessages.saveFailed)} messages={errors.global} />

        <Fieldset legend={t(identityMessages.sectionIdentity)}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              {...field('mobile')}
              {...textProps}
              label={t(identityMessages.mobile)}
              type="tel"
              autoComplete="tel"
              placeholder={t(identityMessages.mobilePlaceholder)}
            />
            <TextInput {...field('birthdate')} {...textProps} label={t(identityMessages.birthdate)} type="date" autoComplete="bday" max={todayInParis()} />
            <TextInput {...field('birthplace')} {...textProps} label={t(identityMessages.birthplace)} />
            <TextInput
              {...field('nationality')}
              {...textProps}
              label={t(identityMessages.nationality)}
              placeholder={t(identityMessages.nationalityPlaceholder)}
            />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend={t(identityMessages.sectionFamily)}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect {...field('maritalStatus')} {...selectProps} label={t(identityMessages.maritalStatus)} data={optionsOf(maritalStatusLabels, choose)} />
            <TextInput
              {...field('children')}
              {...textProps}
              label={t(identityMessages.children)}
              description={t(identityMessages.childrenHelp)}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
            />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend={t(identityMessages.sectionWork)}>
          <Stack gap="md">
            <NativeSelect {...field('scp')} {...selectProps} label={t(identityMessages.scp)} data={optionsOf(scpLabels, choose)} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NativeSelect
                {...field('professionnalStatus')}
                {...selectProps}
                label={t(identityMessages.professionnalStatus)}
                data={optionsOf(professionnalStatusLabels, choose)}
              />
              <TextInput {...field('jobTitle')} {...textProps} label={t(identityMessages.jobTitle)} autoComplete="organization-title" />
            </SimpleGrid>
          </Stack>
        </Fieldset>

        <Fieldset legend={t(identityMessages.sectionMoney)}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect {...field('incomeRange')} {...selectProps} label={t(identityMessages.incomeRange)} data={optionsOf(incomeRangeLabels, choose)} />
            <NativeSelect {...field('moneySource')} {...selectProps} label={t(identityMessages.moneySource)} data={optionsOf(moneySourceLabels, choose)} />
            <NativeSelect
              {...field('investableAssets')}
              {...selectProps}
              label={t(identityMessages.investableAssets)}
              description={t(identityMessages.investableAssetsHelp)}
              data={optionsOf(investableAssetsLabels, choose)}
            />
            <NativeSelect
              {...field('annualSavings')}
              {...selectProps}
              label={t(identityMessages.annualSavings)}
              data={optionsOf(annualSavingsLabels, choose)}
            />
            <NativeSelect
              {...field('monthlyCharges')}
              {...selectProps}
              label={t(identityMessages.monthlyCharges)}
              data={optionsOf(monthlyChargesLabels, choose)}
            />
          </SimpleGrid>
        </Fieldset>

        {!readOnly && (
          <Group justify="flex-end">
            <Button type="submit" loading={submitting}>
              {t(identityMessages.save)}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
