// Singletons by package name, never by relative path: `@patrimo/shared`, `…/ui`, `…/forms` and the others
// are federation singletons, and a relative import would bundle a second copy into each remote.
import {
  annualSavingsLabels,
  incomeRangeLabels,
  investableAssetsLabels,
  maritalStatusLabels,
  moneySourceLabels,
  monthlyChargesLabels,
  parisDay,
  professionnalStatusLabels,
  scpLabels,
  type Profile,
} from '@patrimo/shared';
import { FormGlobalErrors, useApiForm } from '@patrimo/shared/forms';
import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@patrimo/shared/ui';
import { FrenchDateInput } from '@patrimo/shared/ui/dates';
import { Fieldset, NativeSelect } from '@patrimo/shared/ui/controls';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useUpdateProfile } from '../../api/update-profile';
import { optionsOf } from '../../lib/form-options';
import { identityMessages } from '../../messages';
import {
  buildProfileUpdate,
  checkProfileForm,
  isRequiredProfileField,
  PROFILE_ERROR_OPTIONS,
  profileFormValuesOf,
  type ProfileFormField,
  type ProfileFormValues,
} from '../../profile-form';

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
 * complete marked as required, the birthdate typed as jj/mm/aaaa. Checks the answers with the contract's
 * schema before sending them, sends only what changed (PUT /users/me/profile, « Profil mis à jour »), and
 * shows the server's refusals under their fields — `after_today` on the birthdate, `below_aggregated` on
 * the estate estimate — or above the form.
 *
 * @example
 * <ProfileInfosForm profile={profile} onSaved={(saved) => goToNextStep(saved)} />
 */
export function ProfileInfosForm({ profile, readOnly = false, onSaved }: ProfileInfosFormProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { form, formRef, onSubmit, globalErrors, setGlobalErrors, submitting } = useApiForm({
    initialValues: profileFormValuesOf(profile),
    validate: (values: ProfileFormValues) => {
      const check = checkProfileForm(values);
      return check.valid ? {} : check.errors.fields;
    },
    mutation: useUpdateProfile(),
    // Always sent, even with nothing changed: the answer is the fresh profile with its `infos` flag.
    toVariables: (values: ProfileFormValues) => {
      const check = checkProfileForm(values);
      return check.valid ? buildProfileUpdate(check.input, profile) : {};
    },
    errors: PROFILE_ERROR_OPTIONS,
    onSuccess: (saved) => onSaved?.(saved),
  });

  // A new profile from the screen (another subject, a reload, the answer of a save) replaces the form's content.
  useEffect(() => {
    form.setValues(profileFormValuesOf(profile));
    form.resetDirty();
    form.clearErrors();
    setGlobalErrors([]);
    // `form` and `setGlobalErrors` keep their identity; only the profile matters.
  }, [profile]);

  /** The props every input shares: value, change, error, required mark. */
  function field(name: ProfileFormField) {
    return {
      ...form.getInputProps(name),
      name,
      required: !readOnly && isRequiredProfileField(name),
    };
  }
  // A <select> ignores `readonly`: read-only selects are disabled, read-only text inputs stay readable.
  const textProps = { readOnly };
  const selectProps = { disabled: readOnly };
  const choose = t(identityMessages.choose);

  return (
    <form ref={formRef} noValidate onSubmit={readOnly ? (event) => event.preventDefault() : onSubmit} aria-busy={submitting}>
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
        <FormGlobalErrors title={t(identityMessages.saveFailed)} messages={globalErrors} />

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
            <FrenchDateInput
              name="birthdate"
              label={t(identityMessages.birthdate)}
              required={!readOnly && isRequiredProfileField('birthdate')}
              readOnly={readOnly}
              value={form.values.birthdate === '' ? null : form.values.birthdate}
              onChange={(value) => form.setFieldValue('birthdate', value ?? '')}
              error={form.errors['birthdate']}
              // Days after today are greyed in the calendar, but a typed one is kept for the check to refuse it
              // in French (spec §5): with `maxDate` the field would drop it without a word.
              excludeDate={(date) => date > parisDay(new Date())}
              clearable={!readOnly}
            />
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
