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
  /** A reference typed as a number (a team): ids are whole numbers from 1. */
  idNumber: 'Enter a whole number of 1 or more.',
  number: 'Enter a number.',
  integer: 'Enter a whole number.',
  nulCharacter: 'Null characters are not allowed.',
  /** The sign-in's refusal of an email and password (it says no more, so as to tell nothing). */
  badCredentials: 'Unable to log in with provided credentials.',
} as const;

export const PASSWORD_MIN_LENGTH = 8;

/** What zod's own checks say, worded for people (domain/common/zodMessages gives them to zod). */
export const generalMessages = {
  tooLarge: 'This number is too large.',
  maxValue: (n: number | bigint) => `Ensure this value is less than or equal to ${n}.`,
  minValue: (n: number | bigint) => `Ensure this value is greater than or equal to ${n}.`,
  above: (n: number | bigint) => `Ensure this value is greater than ${n}.`,
  below: (n: number | bigint) => `Ensure this value is less than ${n}.`,
  blank: 'This field may not be blank.',
  minLength: (n: number | bigint) => `Ensure this field has at least ${n} characters.`,
  maxItems: (n: number | bigint) => `Ensure this list has no more than ${n} items.`,
  minItems: (n: number | bigint) => `Ensure this list has at least ${n} items.`,
  choice: (values: readonly unknown[]) => `Choose one of: ${values.map(String).join(', ')}.`,
  multipleOf: (n: number | bigint) => `Ensure this value is a multiple of ${n}.`,
} as const;

/**
 * The rules of the fields most resources have (a name, a code, a description, a website, a
 * period, a reference, a quantity, an uploaded image) and the questions every form asks.
 */
export const fieldMessages = {
  nameMin: 'Name must be at least 2 characters.',
  nameMax: 'Name must be less than 100 characters.',
  nameInvalid: 'Name contains invalid characters.',
  codeMin: 'Code must be at least 2 characters.',
  codeMax: 'Code must be less than 50 characters.',
  codeFormat: 'Code may contain only uppercase letters, digits and underscores.',
  codeTaken: 'This code is already in use',
  descriptionMax: 'Description must be less than 500 characters.',
  website: 'Enter a valid http or https URL.',
  endBeforeStart: 'End date must be after start date.',
  referenceNotFound: 'Not found in this organisation.',
  positive: 'Must be a positive number.',
  notNegative: 'Must be zero or more.',
  fileType: 'Only JPEG, PNG, GIF, WebP or SVG images are allowed.',
  fileSize: 'The file is larger than 5 MB.',
  fileEmpty: 'The file is empty.',
  unsavedChanges: 'You have unsaved changes. Are you sure you want to close?',
  cannotBeUndone: 'This action cannot be undone.',
} as const;
