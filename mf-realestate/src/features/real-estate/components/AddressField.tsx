import type { Address, Location } from '@patrimo/shared';
import { Loader, Text, TextInput } from '@patrimo/shared/ui';
import { Combobox, useCombobox } from '@patrimo/shared/ui/controls';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { ADDRESS_QUERY_MIN, useAddressSearch } from '../api/search-addresses';
import { addressChosenMessage, fieldMessages as f } from '../field-messages';
import { useDebounced } from '../hooks/use-debounced';

/** Wait after the last key before asking (`GET /addresses?q=`). */
export const ADDRESS_DEBOUNCE_MS = 250;

export interface AddressFieldProps {
  value: string;
  location: Location | null;
  error?: string | undefined;
  required?: boolean;
  readOnly?: boolean;
  /** Typing: the text changes and any chosen location is forgotten (it no longer matches). */
  onType: (text: string) => void;
  /** Choosing a suggestion: its label and its location (INSEE code, postcode, city, coordinates). */
  onChoose: (address: Address) => void;
}

/**
 * The address, suggested as it is typed: a combobox (WAI-ARIA pattern: arrows move among the suggestions,
 * Enter chooses, Escape closes), fed by the API's address search once three characters are typed and the
 * typing pauses. Only a chosen suggestion locates the property.
 */
export function AddressField({ value, location, error, required = false, readOnly = false, onType, onChoose }: AddressFieldProps) {
  const t = useIntl().formatMessage;
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const query = useDebounced(value, ADDRESS_DEBOUNCE_MS);
  const search = useAddressSearch(location === null ? query : '');
  const addresses = search.data?.addresses ?? [];
  const searching = value.trim().length >= ADDRESS_QUERY_MIN && location === null;
  const hidden = readOnly || !searching || (search.data === undefined && !search.isError);
  // The combobox pattern wants both attributes at all times, the list closed included.
  const listId = useId();
  // Mantine drops these attributes while the list is closed: the field sets them itself, and says which
  // suggestion the arrows are on (the store keeps it; it is read once Mantine has moved it).
  const [active, setActive] = useState(-1);
  const expanded = combobox.dropdownOpened && !hidden;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const choose = (index: string) => {
    setActive(-1);
    const address = addresses[Number(index)];
    if (address) onChoose(address);
    combobox.closeDropdown();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={choose} withinPortal={false}>
      <Combobox.Target withAriaAttributes={false}>
        <TextInput
          name="address"
          label={t(f.address)}
          description={location ? t(addressChosenMessage, { city: location.city, postcode: location.postcode, insee: location.inseeCode }) : t(f.addressHint)}
          required={required}
          readOnly={readOnly}
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-haspopup="listbox"
          {...(expanded && active >= 0 ? { 'aria-activedescendant': optionId(active) } : {})}
          onKeyDown={() => setTimeout(() => setActive(combobox.getSelectedOptionIndex()), 0)}
          value={value}
          error={error}
          rightSection={search.isFetching ? <Loader size="xs" aria-label={t(f.addressSearching)} /> : null}
          onChange={(event) => {
            onType(event.currentTarget.value);
            combobox.openDropdown();
            combobox.resetSelectedOption();
            setActive(-1);
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          data-address-input
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={hidden}>
        <Combobox.Options id={listId} aria-label={t(f.address)}>
          {addresses.map((address, index) => (
            <Combobox.Option value={String(index)} id={optionId(index)} key={`${address.label}-${address.inseeCode}-${index}`} data-address-option>
              <Text size="sm">{address.label}</Text>
            </Combobox.Option>
          ))}
          {search.isError ? (
            <Combobox.Empty>{t(f.addressFailed)}</Combobox.Empty>
          ) : (
            addresses.length === 0 && <Combobox.Empty>{t(f.addressNone)}</Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
