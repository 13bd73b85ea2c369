import { MARITAL_STATUSES, type CivilTitle, type Customer, type CustomerInput, type MaritalStatus } from '@patrimo/shared';

/** The identity form as typed: strings, '' for « non renseigné ». */
export interface IdentityFormValues extends Record<string, unknown> {
  civilTitle: '' | CivilTitle;
  firstName: string;
  lastName: string;
  email: string;
  clientId: string;
  /** `2026-03-14`, from `<input type="date">`. */
  birthDate: string;
  birthplace: string;
  maritalStatus: string;
  children: string;
  advisorId: string;
}

export function identityFormValues(customer: Customer): IdentityFormValues {
  return {
    civilTitle: customer.civilTitle ?? '',
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email ?? '',
    clientId: customer.clientId ?? '',
    birthDate: customer.birthDate ?? '',
    birthplace: customer.birthplace ?? '',
    maritalStatus: customer.maritalStatus === null ? '' : String(customer.maritalStatus),
    children: customer.children === null ? '' : String(customer.children),
    advisorId: customer.advisorId ?? '',
  };
}

const optional = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * The values as PUT /customers/{id} takes them. Numbers that are not whole are sent as typed, for the server to
 * refuse with its own code (`not_a_number`), never silently dropped. `advisorId` only when the advisor may change it.
 */
export function customerInputOf(values: IdentityFormValues, canReassign: boolean): Partial<CustomerInput> {
  const children = values.children.trim();
  const marital = Number(values.maritalStatus);
  const input: Partial<CustomerInput> = {
    civilTitle: values.civilTitle === '' ? null : values.civilTitle,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: optional(values.email),
    clientId: optional(values.clientId),
    birthDate: optional(values.birthDate),
    birthplace: optional(values.birthplace),
    maritalStatus: values.maritalStatus === '' || !(MARITAL_STATUSES as readonly number[]).includes(marital) ? null : (marital as MaritalStatus),
    children: children === '' ? null : /^\d+$/.test(children) ? Number(children) : (children as unknown as number),
  };
  if (canReassign) input.advisorId = optional(values.advisorId);
  return input;
}
