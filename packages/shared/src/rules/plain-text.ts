/**
 * What people type into the site's text fields, made safe to show and to send on: characters a
 * reader cannot see but that hide or reorder what they read are removed, the text is put in NFC
 * (one code point sequence for what looks the same), and control characters are refused.
 *
 * Removed, since nobody means them and nobody sees them go: the bidirectional embeddings,
 * overrides and isolates (U+202A–202E, U+2066–2069: "Cheap ‮gnp.exe‬ flat" shows as "Cheap
 * exe.png flat"), the zero-width space, word joiner and invisible operators (U+200B,
 * U+2060–2064), the Mongolian vowel separator (U+180E) and the byte order mark (U+FEFF).
 * Kept: the left-to-right and right-to-left marks (U+200E, U+200F, U+061C), which Arabic text
 * needs around numbers and Latin words and which reorder nothing on their own, and the zero-width
 * joiner and non-joiner (U+200C, U+200D), which shape emoji sequences and Persian and Indic words.
 */
const INVISIBLE = /[\u180E\u200B\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

/** C0 controls, DEL, C1 controls and the Unicode line and paragraph separators. */
// eslint-disable-next-line no-control-regex -- finding control characters is this rule's job
const SINGLE_LINE_CONTROL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;

/** The same, except what a text of several lines is made of: line feed, carriage return, tab. */
// eslint-disable-next-line no-control-regex -- finding control characters is this rule's job
const MULTI_LINE_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const PLAIN_TEXT_MESSAGES = {
  nul: 'Text must not contain NUL characters',
  singleLine: 'Write this on one line, without control characters',
  control: 'Text must not contain control characters',
} as const;

/** The text without invisible formatting characters, in NFC. */
export function withoutInvisible(text: string): string {
  return text.replace(INVISIBLE, '').normalize('NFC');
}

/** Why a one-line text (a title, a name, a subject) is refused, or null. */
export function singleLineProblem(text: string): string | null {
  if (text.includes('\0')) return PLAIN_TEXT_MESSAGES.nul;
  return SINGLE_LINE_CONTROL.test(text) ? PLAIN_TEXT_MESSAGES.singleLine : null;
}

/** Why a text of several lines (a description, a message) is refused, or null. */
export function multiLineProblem(text: string): string | null {
  if (text.includes('\0')) return PLAIN_TEXT_MESSAGES.nul;
  return MULTI_LINE_CONTROL.test(text) ? PLAIN_TEXT_MESSAGES.control : null;
}

/**
 * A one-line text to put where a line break or a control character would do harm (an e-mail's
 * subject, a header, a log line): invisible characters removed, every control character and
 * run of white space made one space.
 */
export function oneLine(text: string): string {
  return (
    withoutInvisible(text)
      // eslint-disable-next-line no-control-regex -- finding control characters is this rule's job
      .replace(/[\s\u0000-\u001F\u007F-\u009F]+/g, ' ')
      .trim()
  );
}
