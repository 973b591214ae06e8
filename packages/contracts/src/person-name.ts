// A person's name as one line. Korean names are written family name first and without a space
// (박민지); other names given name first (Minji Kim). The forms ask for the two parts in the
// same order.

const HANGUL = /[\uac00-\ud7a3]/;

/** True when both parts are Hangul: the name is written and asked for the Korean way. */
function isKoreanName(firstName: string, lastName: string): boolean {
  return HANGUL.test(firstName) && HANGUL.test(lastName);
}

export function fullName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const last = lastName.trim();
  return isKoreanName(first, last) ? `${last}${first}` : `${first} ${last}`.trim();
}
