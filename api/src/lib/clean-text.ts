/**
 * Free text typed by one person and shown to others (a declared product's name and description) is cleaned
 * before it is stored, of the characters that make a text display differently from what it holds:
 * - control characters (Unicode category Cc: C0, DEL, C1), which terminals and logs interpret;
 * - format characters (category Cf): the bidirectional embeddings and overrides U+202A–U+202E, isolates
 *   U+2066–U+2069 and marks U+200E, U+200F, U+061C, which can reverse how a name reads (« Livret » shown for
 *   a text that says otherwise), and the invisible ones (zero-width space and joiners, U+2060, U+FEFF, soft
 *   hyphen), which make two names that look the same differ.
 */
const FORMAT_CHARACTERS = /\p{Cf}/gu;
const CONTROL_CHARACTERS = /\p{Cc}/gu;
const SPACES = /[^\S\n]+/g;

/** A one-line text: controls (line breaks and tabs included) become spaces, runs of spaces one, ends trimmed. */
export function cleanLine(text: string): string {
  return text.replace(FORMAT_CHARACTERS, '').replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();
}

/** A text of several lines: line breaks are kept (as \n), other controls become spaces, ends trimmed. */
export function cleanParagraphs(text: string): string {
  return text
    .replace(FORMAT_CHARACTERS, '')
    .replace(/\r\n?/g, '\n')
    .replace(/[^\P{Cc}\n]/gu, ' ')
    .replace(SPACES, ' ')
    .replace(/ *\n */g, '\n')
    .trim();
}
