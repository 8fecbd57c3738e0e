import { z } from 'zod';
import { PLAN_IDS } from './plans';

// The demonstration checkout's forms. They are the front pages' own (no API takes them: nothing
// is sent), so their schemas live here rather than in domain/; their messages are i18n keys.

const required = (max: number) =>
  z.string().trim().min(1, 'validation.required').max(max, 'front.errors.tooLong');

export const CheckoutSchema = z.object({
  plan: z.enum(PLAN_IDS, { message: 'validation.required' }),
  users: z.coerce
    .number({ message: 'front.errors.users' })
    .int('front.errors.users')
    .min(1, 'front.errors.users')
    .max(10_000, 'front.errors.users'),
  organisation: required(120),
  contact: required(120),
  email: z.email('validation.email'),
});
export type CheckoutValues = z.output<typeof CheckoutSchema>;

/** An IBAN's check digits are right (ISO 13616: the number, rearranged, modulo 97 is 1). */
export function validIban(value: string): boolean {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1;
}

export const PAYMENT_METHODS = ['invoice', 'sepa'] as const;

type PaymentInput = { method?: unknown; iban?: unknown };
/**
 * A direct debit's IBAN is checked even while another field is wrong (zod skips an object's
 * refinements after any issue unless `when` says otherwise): every mistake shows at once.
 */
const forDirectDebit = (payload: { value: unknown }) => {
  const value = payload.value as PaymentInput | undefined;
  return value?.method === 'sepa' && typeof value.iban === 'string';
};

export const PaymentSchema = z
  .object({
    method: z.enum(PAYMENT_METHODS),
    holder: required(120),
    iban: z.string().trim(),
    billingEmail: z.email('validation.email'),
    accept: z.literal(true, { message: 'front.errors.accept' }),
  })
  .refine((values) => values.iban !== '', {
    path: ['iban'],
    message: 'validation.required',
    when: forDirectDebit,
  })
  .refine((values) => values.iban === '' || validIban(values.iban), {
    path: ['iban'],
    message: 'front.errors.iban',
    when: forDirectDebit,
  });
export type PaymentValues = z.output<typeof PaymentSchema>;
