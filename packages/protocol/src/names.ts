/**
 * Seat names as the room stores and broadcasts them. A name reaches every other player's
 * screen, so what cannot be seen or reorders the text around it goes: control characters
 * (Cc: escapes, newlines, the ANSI ESC) and the bidi controls (Unicode's Bidi_Control:
 * U+061C, U+200E/F, U+202A–202E, U+2066–2069). ZWJ and ZWNJ stay inside a name (emoji
 * sequences, Persian and Indic spellings need them) and go only at its ends, where they
 * join nothing. NFC first, so one name has one spelling whatever the keyboard sent.
 */
/** The longest seat name, in characters (the room forms and the message schemas use it too). */
export const MAX_NAME_LENGTH = 32;

export type NameCheck = { ok: true; value: string } | { ok: false; code: 'bad-name'; message: string };

const REMOVED = /[\p{Cc}\p{Bidi_Control}]/gu;
/** White space and ZWJ/ZWNJ at either end of the name. */
const ENDS = /^[\s\p{Z}\u200C\u200D]+|[\s\p{Z}\u200C\u200D]+$/gu;
/**
 * What draws nothing: white space, format characters (zero-width space, joiners, BOM),
 * default-ignorable code points (variation selectors, Hangul fillers) and the blank
 * Braille pattern, which fonts draw empty.
 */
const INVISIBLE = /[\s\p{Z}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/gu;

/**
 * Text shown to other people, cleaned: NFC, control and bidi characters removed, white
 * space and joiners trimmed at the ends. Names and chat messages (chat.ts) both go through it.
 */
export function stripText(raw: string): string {
  return raw.normalize('NFC').replace(REMOVED, '').replace(ENDS, '');
}

/** Whether nothing of `text` would be seen. */
export function isInvisible(text: string): boolean {
  return text.replace(INVISIBLE, '') === '';
}

/** The name to store, or a typed refusal when nothing visible is left of it. */
export function normalizeName(raw: string): NameCheck {
  const value = stripText(raw);
  if (isInvisible(value)) return { ok: false, code: 'bad-name', message: 'the name has no visible character' };
  // NFC can lengthen a few characters (composition exclusions): check the bound again.
  if (value.length > MAX_NAME_LENGTH) return { ok: false, code: 'bad-name', message: `names are limited to ${MAX_NAME_LENGTH} characters` };
  return { ok: true, value };
}
