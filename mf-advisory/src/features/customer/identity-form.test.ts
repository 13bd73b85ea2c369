import type { Customer } from '@patrimo/shared';
import { customerInputOf, identityFormValues } from './identity-form';

const customer: Customer = {
  id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
  userId: null,
  civilTitle: 'mr',
  lastName: 'Durand',
  firstName: 'Paul',
  email: 'paul.durand@example.fr',
  clientId: null,
  birthDate: '1971-06-02',
  birthplace: null,
  maritalStatus: 2,
  children: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  access: 'none',
  accessWithdrawnAt: null,
  advisorId: '1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9',
  advisorName: 'Julien Moreau',
  advisorNotes: '',
  events: [],
  invitations: [],
};

describe('the identity form', () => {
  it('shows the record with empty fields for what is not set, zero children kept', () => {
    expect(identityFormValues(customer)).toMatchObject({ civilTitle: 'mr', clientId: '', maritalStatus: '2', children: '0', birthplace: '' });
  });

  it('sends trimmed texts, null for what was emptied, numbers as numbers', () => {
    const values = { ...identityFormValues(customer), firstName: ' Paul ', clientId: ' C-042 ', email: '', maritalStatus: '', children: '3' };
    expect(customerInputOf(values, false)).toEqual({
      civilTitle: 'mr',
      firstName: 'Paul',
      lastName: 'Durand',
      email: null,
      clientId: 'C-042',
      birthDate: '1971-06-02',
      birthplace: null,
      maritalStatus: null,
      children: 3,
    });
  });

  it('hands the customer to another advisor only when the advisor may', () => {
    const values = { ...identityFormValues(customer), advisorId: '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a' };
    expect(customerInputOf(values, false)).not.toHaveProperty('advisorId');
    expect(customerInputOf(values, true).advisorId).toBe('9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a');
  });

  it('leaves a number that is not whole for the server to refuse', () => {
    expect(customerInputOf({ ...identityFormValues(customer), children: 'deux' }, false).children).toBe('deux');
  });
});
