/**
 * A filter's options from the values the audit log holds, each shown by its label in the
 * reader's language and sorted by it. The value chosen stays offered (a link may name one the
 * caller's log no longer holds), so the filter always shows what the list is filtered by.
 */
export function choiceOptions(
  values: readonly string[],
  label: (value: string) => string,
  chosen: string,
  language: string,
) {
  const all = chosen && !values.includes(chosen) ? [...values, chosen] : values;
  const collator = new Intl.Collator(language);
  return all
    .map((value) => ({ value, label: label(value) }))
    .sort((a, b) => collator.compare(a.label, b.label) || collator.compare(a.value, b.value));
}
