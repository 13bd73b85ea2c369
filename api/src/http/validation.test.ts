import { z } from 'zod';
import { nulProblems, problemsFromIssues, wireFieldName, type ValidationProblems } from './validation';

function problems(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return { fields: {}, global: [] };
  return problemsFromIssues(result.error.issues, input);
}

describe('validation codes (the spec §8 vocabulary, through @patrimo/shared)', () => {
  it('names fields as on the wire', () => {
    expect(wireFieldName(['accounts', 0, 'idBank'])).toBe('accounts.0.id_bank');
    expect(wireFieldName(['brokerageFee2'])).toBe('brokerage_fee2');
  });

  it.each([
    ['required', z.object({ a: z.string() }), {}],
    ['blank', z.object({ a: z.string().min(1) }), { a: '' }],
    ['blank', z.object({ a: z.string().trim().min(1) }), { a: '   ' }],
    ['invalid', z.object({ a: z.string() }), { a: null }],
    ['blank', z.object({ a: z.string('blank') }), { a: null }],
    ['required', z.object({ a: z.array(z.string()).min(1) }), { a: [] }],
    ['too_short', z.object({ a: z.string().min(8) }), { a: 'abc' }],
    ['too_short', z.object({ a: z.array(z.number()).min(2) }), { a: [1] }],
    ['too_long', z.object({ a: z.string().max(2) }), { a: 'abc' }],
    ['must_be_positive', z.object({ a: z.number().positive() }), { a: 0 }],
    ['out_of_range', z.object({ a: z.number().min(18) }), { a: 6 }],
    ['out_of_range', z.object({ a: z.number().max(5) }), { a: 6 }],
    ['not_a_number', z.object({ a: z.number() }), { a: 'x' }],
    ['invalid', z.object({ a: z.email() }), { a: 'x' }],
    ['invalid', z.object({ a: z.enum(['x', 'y']) }), { a: 'z' }],
    ['invalid', z.object({ a: z.literal(true) }), { a: false }],
    ['invalid', z.strictObject({}), { a: 1 }],
    ['match_error', z.object({ a: z.string() }).refine(() => false, { message: 'match_error', path: ['a'] }), { a: 'x' }],
    ['invalid', z.object({ a: z.string() }).refine(() => false, { message: 'Not a code.', path: ['a'] }), { a: 'x' }],
  ])('reports %s', (code, schema, input) => {
    expect(problems(schema, input)).toEqual({ fields: { a: [code] }, global: [] });
  });

  it('reports problems with the whole input globally', () => {
    expect(problems(z.object({ a: z.string() }), 'text')).toEqual({ fields: {}, global: ['invalid'] });
  });

  it('reports a missing discriminator as required and an unknown one as invalid', () => {
    const schema = z.discriminatedUnion('grantType', [
      z.object({ grantType: z.literal('password'), username: z.string() }),
      z.object({ grantType: z.literal('refresh_token'), refreshToken: z.string() }),
    ]);
    expect(problems(schema, {})).toEqual({ fields: { grant_type: ['required'] }, global: [] });
    expect(problems(schema, { grantType: 'other' })).toEqual({ fields: { grant_type: ['invalid'] }, global: [] });
  });

  it('reports the field codes of the one alternative of a union of objects the input was meant for', () => {
    const schema = z.union([z.object({ invitation: z.object({ firstName: z.string().min(1, 'blank'), email: z.email('invalid') }) }), z.object({ csv: z.object({ fileName: z.string() }) })]);
    expect(problems(schema, { invitation: { firstName: '', email: 'x' } })).toEqual({ fields: { 'invitation.first_name': ['blank'], 'invitation.email': ['invalid'] }, global: [] });
    expect(problems(z.object({ body: schema }), { body: { csv: { fileName: 3 } } })).toEqual({ fields: { 'body.csv.file_name': ['invalid'] }, global: [] });
    // Neither alternative (nothing sent), or both keys sent: the union itself is at fault.
    expect(problems(schema, {}).fields).toEqual({});
    expect(problems(schema, {}).global).toHaveLength(1);
    expect(problems(schema, { invitation: {}, csv: {} }).global).toHaveLength(1);
  });

  it('lists each code once per field', () => {
    const schema = z.object({ a: z.string().min(3).regex(/^x/).regex(/y$/) });
    expect(problems(schema, { a: 'b' })).toEqual({ fields: { a: ['too_short', 'invalid'] }, global: [] });
  });
});

describe('the NUL check', () => {
  const check = (input: unknown): ValidationProblems => {
    const found: ValidationProblems = { fields: {}, global: [] };
    nulProblems(input, found);
    return found;
  };

  it('reports each string holding U+0000 under its dotted name, in the order sent', () => {
    expect(check({ first_name: 'Cam\u0000ille', addresses: [{ post_code: '7500\u0000' }, { city: 'Paris' }], ok: 'x' })).toEqual({
      fields: { first_name: ['invalid'], 'addresses.0.post_code': ['invalid'] },
      global: [],
    });
    expect(check('\u0000')).toEqual({ fields: {}, global: ['invalid'] });
    expect(check({ a: 1, b: null, c: [true, 'fine'] })).toEqual({ fields: {}, global: [] });
  });

  it('walks 100 000 levels without overflowing the stack and still finds the NUL at the bottom', () => {
    let deep: unknown = 'bad\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    const found = check({ deep });
    const names = Object.keys(found.fields);
    expect(names).toHaveLength(1);
    expect(names[0]).toBe(['deep', ...Array<string>(100_000).fill('0')].join('.'));
  });
});
