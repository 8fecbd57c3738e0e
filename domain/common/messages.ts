/** The spec's generic validation texts (§5), shared by the API and the forms. */
export const messages = {
  required: 'This field is required.',
  maxLength: (n: number) => `Ensure this field has no more than ${n} characters.`,
  email: 'Enter a valid email address.',
  passwordMin: (n: number) => `Password must be at least ${n} characters.`,
  passwordsMismatch: 'Passwords do not match.',
  unknownField: 'Unknown field.',
  invalid: 'Enter a valid value.',
  date: 'Enter a valid date (YYYY-MM-DD).',
} as const;

export const PASSWORD_MIN_LENGTH = 8;
