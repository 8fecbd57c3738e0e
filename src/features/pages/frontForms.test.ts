import { describe, expect, it } from 'vitest';
import { CheckoutSchema, PaymentSchema, validIban } from './frontForms';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the demonstration checkout', () => {
  it('takes a plan, a number of users, the organisation and a contact', () => {
    const result = CheckoutSchema.safeParse({
      plan: 'business',
      users: '12',
      organisation: 'Atlas Retail',
      contact: 'Samira Haddad',
      email: 'samira@atlas.example',
    });
    expect(result.success).toBe(true);
    expect(result.data?.users).toBe(12);
  });

  it('refuses an unknown plan, no users, a blank organisation and a malformed email, each on its field', () => {
    expect(
      messages(
        CheckoutSchema.safeParse({ plan: 'gold', users: '0', organisation: '  ', contact: 'A', email: 'x@' }),
      ),
    ).toEqual({
      plan: 'validation.required',
      users: 'front.errors.users',
      organisation: 'validation.required',
      email: 'validation.email',
    });
  });
});

describe('the demonstration payment', () => {
  const base = {
    method: 'invoice',
    holder: 'Atlas Retail',
    iban: '',
    billingEmail: 'billing@atlas.example',
    accept: true,
  };

  it('needs no IBAN to pay by invoice', () => {
    expect(PaymentSchema.safeParse(base).success).toBe(true);
  });

  it('needs a valid IBAN for a direct debit', () => {
    expect(messages(PaymentSchema.safeParse({ ...base, method: 'sepa' }))).toEqual({
      iban: 'validation.required',
    });
    expect(
      messages(
        PaymentSchema.safeParse({ ...base, method: 'sepa', iban: 'FR76 3000 6000 0112 3456 7890 188' }),
      ),
    ).toEqual({
      iban: 'front.errors.iban',
    });
    expect(
      PaymentSchema.safeParse({ ...base, method: 'sepa', iban: 'FR76 3000 6000 0112 3456 7890 189' }).success,
    ).toBe(true);
  });

  it('says every mistake at once: a wrong IBAN beside terms not accepted', () => {
    expect(
      messages(
        PaymentSchema.safeParse({
          ...base,
          method: 'sepa',
          iban: 'FR76 3000 6000 0112 3456 7890 188',
          accept: false,
        }),
      ),
    ).toEqual({ iban: 'front.errors.iban', accept: 'front.errors.accept' });
  });

  it('needs the terms accepted', () => {
    expect(messages(PaymentSchema.safeParse({ ...base, accept: false }))).toEqual({
      accept: 'front.errors.accept',
    });
  });

  it('checks IBAN digits, not only their shape', () => {
    expect(validIban('GB82 WEST 1234 5698 7654 32')).toBe(true);
    expect(validIban('GB82 WEST 1234 5698 7654 33')).toBe(false);
    expect(validIban('not an iban')).toBe(false);
  });
});
