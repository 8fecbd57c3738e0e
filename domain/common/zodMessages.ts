// Zod's own wording ("Invalid input: expected object, received string", "Too big: expected int
// to be <=9007199254740991") is for developers. Every issue a schema does not word itself gets a
// sentence for the person who typed the value, the same in the API's answers and in the forms.
import { z } from 'zod';
import { generalMessages, messages } from './messages';

type Issue = Parameters<z.core.$ZodErrorMap<z.core.$ZodIssue>>[0];

/** Numbers beyond this are the type's own bound, not a rule of the field: say "too large". */
const NUMBER_BOUND = 2 ** 31 - 1;

const EXPECTED: Record<string, string> = {
  number: messages.number,
  int: messages.integer,
  bigint: messages.integer,
  string: 'Enter text.',
  boolean: 'Enter true or false.',
  array: 'Enter a list.',
  object: 'Send an object with the fields.',
  date: messages.date,
};

const isNumeric = (origin: string) => origin === 'number' || origin === 'int' || origin === 'bigint';

export function issueMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? messages.required : (EXPECTED[issue.expected] ?? messages.invalid);
    case 'too_big':
      if (isNumeric(issue.origin)) {
        if (Number(issue.maximum) >= NUMBER_BOUND) return generalMessages.tooLarge;
        return issue.inclusive === false
          ? generalMessages.below(issue.maximum)
          : generalMessages.maxValue(issue.maximum);
      }
      if (issue.origin === 'string') return messages.maxLength(Number(issue.maximum));
      if (issue.origin === 'array' || issue.origin === 'set') return generalMessages.maxItems(issue.maximum);
      return messages.invalid;
    case 'too_small':
      if (isNumeric(issue.origin)) {
        if (Number(issue.minimum) <= -NUMBER_BOUND) return generalMessages.tooLarge;
        return issue.inclusive === false
          ? generalMessages.above(issue.minimum)
          : generalMessages.minValue(issue.minimum);
      }
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1 ? generalMessages.blank : generalMessages.minLength(issue.minimum);
      }
      if (issue.origin === 'array' || issue.origin === 'set') return generalMessages.minItems(issue.minimum);
      return messages.invalid;
    case 'invalid_format':
      if (issue.format === 'email') return messages.email;
      if (issue.format === 'date' || issue.format === 'datetime') return messages.date;
      if (issue.format === 'url') return 'Enter a valid URL.';
      return messages.invalid;
    case 'invalid_value':
      return issue.values.length <= 12 ? generalMessages.choice(issue.values) : messages.invalid;
    case 'not_multiple_of':
      return generalMessages.multipleOf(issue.divisor);
    case 'unrecognized_keys':
      return messages.unknownField;
    default:
      return messages.invalid;
  }
}

/** Once per process (the server, the SPA): schemas' own messages still come first. */
export function installIssueMessages() {
  z.config({ customError: issueMessage });
}
