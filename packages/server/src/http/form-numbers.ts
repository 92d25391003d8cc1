import { AppError } from './app-error';

/**
 * A whole number typed in a form field (multipart or urlencoded): plain decimal digits, with a leading minus
 * only where negatives are allowed. `Number()` also read `0x10`, `0b11`, `1e2`, `+7` and ` 7` (stored as 16,
 * 3, 100, 7, 7): what an editor typed is kept or refused, never reinterpreted. JSON bodies carry JSON
 * numbers and are checked by their schema instead.
 */
const DIGITS = /^\d{1,15}$/;
const SIGNED_DIGITS = /^-?\d{1,15}$/;

/** Whether `text` is a whole number in plain decimal (no sign, spaces, exponent, prefix, separator or fraction). */
export function isPlainInteger(text: string, { negative = false } = {}): boolean {
  return (negative ? SIGNED_DIGITS : DIGITS).test(text);
}

/** The whole number in form field `name`, from `min` to `max`; any other text is a 400 naming the field. */
export function formInteger(
  value: string,
  name: string,
  { min, max, what = 'a whole number' }: { min: number; max: number; what?: string },
): number {
  const number = isPlainInteger(value, { negative: min < 0 }) ? Number(value) : Number.NaN;
  if (!(number >= min && number <= max))
    throw new AppError(400, `${name} must be ${what} from ${min} to ${max}, in plain digits`, name);
  return number;
}
