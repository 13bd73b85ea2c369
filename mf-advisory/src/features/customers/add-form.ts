import {
  customerInputSchema,
  invitationInputSchema,
  type CivilTitle,
  type CustomerInput,
  type InvitationInput,
  type MaritalStatus,
} from '@patrimo/shared';
import { formErrorsFromParse, type FormErrors } from '@patrimo/shared/forms';

/**
 * The two forms of « Ajouter un client », as typed (strings, '' for nothing) and as the API takes them; each checked
 * with the contract's own schema before any request, so the browser refuses in the same French words as the server.
 */

export interface CustomerFormValues extends Record<string, unknown> {
  civilTitle: '' | CivilTitle;
  firstName: string;
  lastName: string;
  email: string;
  clientId: string;
  /** ISO date, '' when not given. */
  birthDate: string;
  birthplace: string;
  /** `MaritalStatus` as a string (a `<select>`'s value), '' when not given. */
  maritalStatus: string;
  children: string;
}

export const EMPTY_CUSTOMER: CustomerFormValues = {
  civilTitle: '',
  firstName: '',
  lastName: '',
  email: '',
  clientId: '',
  birthDate: '',
  birthplace: '',
  maritalStatus: '',
  children: '',
};
export const CUSTOMER_FIELDS = Object.keys(EMPTY_CUSTOMER) as (keyof CustomerFormValues & string)[];

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** What POST /customers receives: blanks become null, numbers are read (a number that is not one stays for the schema to refuse). */
export function customerInputOf(values: CustomerFormValues): CustomerInput {
  const children = values.children.trim() === '' ? null : Number(values.children.trim().replace(',', '.'));
  return {
    civilTitle: values.civilTitle === '' ? null : values.civilTitle,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: orNull(values.email),
    clientId: orNull(values.clientId),
    birthDate: orNull(values.birthDate),
    birthplace: orNull(values.birthplace),
    // A value outside the list is sent as read, for the schema to refuse it in French.
    maritalStatus: values.maritalStatus === '' ? null : (Number(values.maritalStatus) as MaritalStatus),
    children,
  };
}

/** The browser-side check of the customer form (null: send it). */
export function checkCustomerForm(values: CustomerFormValues): FormErrors<keyof CustomerFormValues & string> | null {
  return formErrorsFromParse(customerInputSchema.safeParse(customerInputOf(values)), { fields: CUSTOMER_FIELDS });
}

export interface InvitationFormValues extends Record<string, unknown> {
  civilTitle: '' | CivilTitle;
  firstName: string;
  lastName: string;
  email: string;
  message: string;
  companyName: string;
  contactName: string;
  promoCode: string;
}

export const EMPTY_INVITATION: InvitationFormValues = {
  civilTitle: '',
  firstName: '',
  lastName: '',
  email: '',
  message: '',
  companyName: '',
  contactName: '',
  promoCode: '',
};
export const INVITATION_FIELDS = Object.keys(EMPTY_INVITATION) as (keyof InvitationFormValues & string)[];

/** What POST /invitations `{ invitation }` receives. */
export function invitationInputOf(values: InvitationFormValues): InvitationInput {
  return {
    civilTitle: values.civilTitle === '' ? null : values.civilTitle,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    message: orNull(values.message),
    companyName: orNull(values.companyName),
    contactName: orNull(values.contactName),
    promoCode: orNull(values.promoCode),
  };
}

/** The browser-side check of the invitation form (null: send it). */
export function checkInvitationForm(values: InvitationFormValues): FormErrors<keyof InvitationFormValues & string> | null {
  return formErrorsFromParse(invitationInputSchema.safeParse(invitationInputOf(values)), { fields: INVITATION_FIELDS });
}
