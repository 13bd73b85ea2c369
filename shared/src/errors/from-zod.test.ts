import { z } from 'zod';
import { errorBodyFromZod, issueCodes } from './from-zod';
import { registrationInputSchema } from '../schemas/auth';

function failure(schema: z.ZodType, value: unknown, reportInput = false): z.ZodError {
  const result = schema.safeParse(value, { reportInput });
  if (result.success) throw new Error('expected a failure');
  return result.error;
}

describe('codes from a failed parse', () => {
  it('use the code a schema check carries', () => {
    const error = failure(registrationInputSchema, {
      user: { email: 'claire@', password: 'court', passwordConfirmation: 'court', firstName: '', lastName: 'M', terms: false },
    });
    expect(issueCodes(error, { unwrap: 'user' }).fields).toEqual({
      email: ['invalid'],
      password: ['too_short'],
      firstName: ['blank'],
      terms: ['not_accepted'],
    });
  });

  it('infer a code from the kind of issue otherwise', () => {
    const schema = z.object({
      name: z.string().max(3),
      count: z.number().min(0),
      rate: z.number().max(1),
      items: z.array(z.string()).min(1),
      age: z.number(),
      choice: z.enum(['a', 'b']),
    });
    const error = failure(schema, { name: 'long', count: -1, rate: 2, items: [], age: 'old', choice: 'c' });
    expect(issueCodes(error).fields).toEqual({
      name: ['too_long'],
      count: ['must_be_positive'],
      rate: ['out_of_range'],
      items: ['required'],
      age: ['not_a_number'],
      choice: ['invalid'],
    });
  });

  it('read a missing field as required when the input is reported', () => {
    const error = failure(z.object({ name: z.string() }), {}, true);
    expect(issueCodes(error).fields).toEqual({ name: ['required'] });
  });

  it('keep the path of nested fields and put body-level codes apart', () => {
    const schema = z
      .object({ accounts: z.array(z.object({ name: z.string().min(1, 'blank') })) })
      .refine((value) => value.accounts.length > 0, 'inconsistent');
    const error = failure(schema, { accounts: [{ name: '' }] });
    expect(issueCodes(error)).toEqual({ global: [], fields: { 'accounts.0.name': ['blank'] } });
    const bodyLevel = failure(schema, { accounts: [] });
    expect(issueCodes(bodyLevel)).toEqual({ global: ['inconsistent'], fields: {} });
  });

  it('make the API validation body', () => {
    const error = failure(z.object({ email: z.email('invalid') }), { email: 'x' });
    expect(errorBodyFromZod(error)).toEqual({ error: 'validation', errors: { email: ['invalid'] } });
  });
});
