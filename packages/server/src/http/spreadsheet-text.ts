/** What a spreadsheet may read as a formula (or a DDE call) when a cell starts with it. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A phone number or a signed number ('+212 600-000', '-5'): no function, reference or DDE call can hide in it. */
const PLAIN_NUMBER = /^[+-][\d\s()./-]*$/;

/**
 * Collected data is typed by strangers on the public site: a cell such as `=HYPERLINK("https://evil…")` or
 * `+cmd|' /C calc'!A0` would run as a formula once the sheet is opened, or saved as CSV and opened again.
 * Such text gets a leading apostrophe (OWASP's advice), so Excel, LibreOffice and any CSV saved from them
 * keep it as text. Phone numbers and plain signed numbers stay as typed.
 */
export function spreadsheetText(value: unknown): unknown {
  if (typeof value !== 'string' || !FORMULA_START.test(value) || PLAIN_NUMBER.test(value)) return value;
  return `'${value}`;
}
