// Every value typed into the app's forms passes here once it is committed, whichever form it is
// in: the forms' own fields, dialogs, the product wizard's steps and search boxes alike, with no
// form having to opt in. It only reads: the form's validation handles the value as it would any
// other, and nothing typed is changed.

/** A committed text value and the field that holds it. */
export interface TypedText {
  /** The field's name (what the form submits it as), else its id or label. */
  field: string;
  value: string;
}

/** Text inputs people type into; passwords are never read, whatever they hold. */
const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'url', 'tel', '']);

function typedTextOf(target: EventTarget | null): TypedText | null {
  const isTextArea = target instanceof HTMLTextAreaElement;
  const isTextInput = target instanceof HTMLInputElement && TEXT_INPUT_TYPES.has(target.type);
  if (!isTextArea && !isTextInput) return null;
  const element = target as HTMLInputElement | HTMLTextAreaElement;
  if (element.value === '') return null;
  const field = element.name || element.id || element.getAttribute('aria-label') || element.type;
  return { field, value: element.value };
}

/**
 * Calls `onText` with each value committed in a text field under `root` (a `change` event: the
 * field left after an edit, or Enter), once per field and value: retyping the same value, or
 * leaving the field again, is not another finding. Returns the function that stops watching.
 */
export function watchTypedText(root: Document, onText: (text: TypedText) => void): () => void {
  const seen = new WeakMap<EventTarget, string>();
  const onChange = (event: Event) => {
    const text = typedTextOf(event.target);
    if (!text || seen.get(event.target!) === text.value) return;
    seen.set(event.target!, text.value);
    onText(text);
  };
  // Capturing: a field whose own handler stops the event still reports it.
  root.addEventListener('change', onChange, true);
  return () => root.removeEventListener('change', onChange, true);
}
