// Script-like input: markup or URLs that would run code if the value were ever rendered as HTML.
const PATTERNS: readonly RegExp[] = [
  /<\s*\/?\s*script\b/i,
  /\b(?:java|vb)script\s*:/i,
  /\bdata\s*:\s*text\/html/i,
  // An event-handler attribute inside a tag: <img src=x onerror=...>, <svg/onload=...>.
  /<[^>]*[\s/"']on[a-z]+\s*=/i,
  // Handler names that are not ordinary words even outside a tag.
  /\bon(?:error|load|click|mouseover|focus|blur|animationstart|toggle|pointerdown)\s*=/i,
  /<\s*(?:iframe|object|embed|frameset|base|meta)\b/i,
  /\bsrcdoc\s*=/i,
  /\bexpression\s*\(/i,
];

const NAMED_ENTITIES: Record<string, string> = {
  lt: '<',
  gt: '>',
  colon: ':',
  quot: '"',
  apos: "'",
  tab: '\t',
};

/** Undoes the usual disguises: %3C, &lt;, &#60;, &#x3c;, and control characters inside keywords. */
function normalise(value: string): string {
  let text = value;
  try {
    text = decodeURIComponent(text);
  } catch {
    // A lone % is ordinary text.
  }
  text = text
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&([a-z]+);/gi, (entity, name: string) => NAMED_ENTITIES[name.toLowerCase()] ?? entity);
  // Browsers ignore tabs and newlines inside a URL scheme ("java\tscript:").
  return [...text].filter((char) => char.charCodeAt(0) > 0x1f).join('');
}

export function looksLikeXss(value: string): boolean {
  if (!value) return false;
  const text = normalise(value);
  return PATTERNS.some((pattern) => pattern.test(text));
}

/** Enough of a script-like value to recognise it, without copying a whole payload into the log. */
export const XSS_SAMPLE_LENGTH = 80;

/**
 * A short sample of a script-like value that cannot run wherever it is shown: its angle brackets
 * become look-alike quotation marks and control characters are dropped, so even a screen that
 * rendered it as HTML would show text.
 */
export function xssSample(value: string): string {
  const chars = [...value]
    .filter((char) => char.charCodeAt(0) > 0x1f && char.charCodeAt(0) !== 0x7f)
    .map((char) => (char === '<' ? '‹' : char === '>' ? '›' : char));
  const sample = chars.slice(0, XSS_SAMPLE_LENGTH).join('');
  return chars.length > XSS_SAMPLE_LENGTH ? `${sample}…` : sample;
}
