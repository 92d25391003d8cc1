/**
 * Personal data in a declared content type: a field marked `"x-personal"` holds data about a person. `"email"`
 * marks the address a person's records are found by (personal-data find, export, erase); `"name"`, `"phone"`
 * or `true` mark other personal data, which goes with the record. A type with personal fields needs at least
 * one e-mail field, or a person's records could never be found nor erased.
 */
export const PERSONAL_KEYWORD = 'x-personal';

export const PERSONAL_KINDS = ['email', 'name', 'phone'] as const;
export type PersonalKind = (typeof PERSONAL_KINDS)[number] | true;

export interface PersonalFields {
  /** Fields holding the person's e-mail address (stored normalised, searched by personal-data requests). */
  emailFields: string[];
  /** Every personal field with its kind. */
  fields: Record<string, PersonalKind>;
}

/** Reads the `x-personal` marks of a schema's top-level fields; throws an Error naming a wrong mark. */
export function personalFieldsOf(properties: Record<string, Record<string, unknown>>): PersonalFields | null {
  const fields: Record<string, PersonalKind> = {};
  for (const [name, field] of Object.entries(properties)) {
    if (!(PERSONAL_KEYWORD in field)) continue;
    const kind = field[PERSONAL_KEYWORD];
    if (kind === false) continue;
    if (kind !== true && !PERSONAL_KINDS.includes(kind as never)) {
      throw new Error(
        `field "${name}" has "${PERSONAL_KEYWORD}": ${JSON.stringify(kind)} (use "email", "name", "phone" or true)`,
      );
    }
    if (field.type !== 'string') throw new Error(`field "${name}" is marked "${PERSONAL_KEYWORD}" but is not a string`);
    if (kind === 'email' && field.format !== 'email')
      throw new Error(
        `field "${name}" is the person's e-mail ("${PERSONAL_KEYWORD}": "email") and needs "format": "email"`,
      );
    fields[name] = kind as PersonalKind;
  }
  if (Object.keys(fields).length === 0) return null;
  const emailFields = Object.keys(fields).filter((name) => fields[name] === 'email');
  if (emailFields.length === 0) {
    throw new Error(
      `it has personal fields (${Object.keys(fields).join(', ')}) but none marked "${PERSONAL_KEYWORD}": "email", by which a person's records are found and erased`,
    );
  }
  return { emailFields, fields };
}
