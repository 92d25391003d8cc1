import { AppError } from './app-error';
import { printableName } from './text-rules';

/**
 * Structural limits for JSON a client sends (docs/api.md "Input rules"), checked before anything walks it: the
 * walks that follow (text rules, schemas, serialising an answer) recurse, and JSON nested thousands of levels
 * deep overflowed the stack (a 500) or, stored, broke every read of its page.
 */
export interface JsonLimits {
  /** Most levels of lists and objects inside one another (the outermost counts as 1). */
  maxDepth: number;
  /** Most values: about one per list item and object member, one per list or object. */
  maxValues: number;
}

/** No form or record the app has nests more than a handful of levels; 32 leaves ample room. */
export const MAX_JSON_DEPTH = 32;

/**
 * A JSON body: the largest legitimate one is an export selection of up to 100,000 ids; 200,000 values keep the
 * work on a 2 MB body (up to ~1,000,000 tiny values otherwise) small.
 */
export const BODY_LIMITS: JsonLimits = { maxDepth: MAX_JSON_DEPTH, maxValues: 200_000 };

/**
 * JSON held in a form field (a section's buttons, cards, imageDimensions): the largest legitimate one is 50
 * cards of 20 buttons with 10 labels each, about 17,500 values.
 */
export const FORM_FIELD_LIMITS: JsonLimits = { maxDepth: MAX_JSON_DEPTH, maxValues: 20_000 };

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const COMMA = 0x2c;
const OPEN_LIST = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_LIST = 0x5d;
const CLOSE_OBJECT = 0x7d;

const WHOLE_BODY = 'The request body';
const tooDeep = (limits: JsonLimits) => `is nested too deeply (more than ${limits.maxDepth} levels)`;
const tooMany = (limits: JsonLimits) => `holds too many values (more than ${limits.maxValues.toLocaleString('en-US')})`;

/** The 400 naming `field` (undefined: the body as a whole). */
export function jsonLimitError(field: string | undefined, problem: string): AppError {
  return field
    ? new AppError(400, `${printableName(field)} ${problem}`, printableName(field))
    : new AppError(400, `${WHOLE_BODY} ${problem}`);
}

/** A JSON string literal (quotes included) as text; '' if it is broken (the parser refuses it next anyway). */
function keyOf(literal: string): string {
  if (!literal) return '';
  try {
    const key: unknown = JSON.parse(literal);
    return typeof key === 'string' ? key : '';
  } catch {
    return '';
  }
}

/** Where the string opened at `open` ends (text.length if it does not): the next quote not escaped by a backslash. */
function closingQuote(text: string, open: number): number {
  let at = text.indexOf('"', open + 1);
  while (at !== -1) {
    let backslashes = 0;
    while (text.charCodeAt(at - 1 - backslashes) === BACKSLASH) backslashes += 1;
    if (backslashes % 2 === 0) return at;
    at = text.indexOf('"', at + 1);
  }
  return text.length;
}

/**
 * What breaks the limits in JSON text, as a 400 naming the field (or undefined): one pass over the text, no
 * recursion and nothing built, so a 2 MB nesting bomb is refused in milliseconds without being parsed.
 * `name` names the whole value (a form field's name); without it, a body is named by its top-level key.
 * Text that is not valid JSON may pass: the parser that runs next refuses it.
 */
export function jsonTextProblem(text: string, limits: JsonLimits, name?: string): AppError | undefined {
  let depth = 0;
  let values = 1;
  // The top-level key being read (a body's field), from the last string seen at depth 1 before a colon.
  let lastString = '';
  let field = '';
  const fieldName = () => name ?? (keyOf(field) || undefined);
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === QUOTE) {
      const start = index;
      index = closingQuote(text, index);
      if (depth === 1 && name === undefined) lastString = text.slice(start, index + 1);
    } else if (code === OPEN_LIST || code === OPEN_OBJECT) {
      depth += 1;
      values += 1;
      if (depth > limits.maxDepth) return jsonLimitError(fieldName(), tooDeep(limits));
    } else if (code === CLOSE_LIST || code === CLOSE_OBJECT) {
      depth -= 1;
    } else if (code === COMMA) {
      values += 1;
    } else if (code === COLON && depth === 1) {
      field = lastString;
    }
    if (values > limits.maxValues) return jsonLimitError(fieldName(), tooMany(limits));
  }
  return undefined;
}

/**
 * What breaks the limits in a value already parsed (a stored record, a form part the multipart library parsed),
 * as the end of a sentence (`is nested too deeply (more than 32 levels)`), or undefined. Walked with a list
 * of pending values rather than recursion, so no depth can overflow it.
 */
export function jsonValueProblem(value: unknown, limits: JsonLimits): string | undefined {
  const pending: Array<[unknown, number]> = [[value, 1]];
  let values = 0;
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!;
    values += 1;
    if (values > limits.maxValues) return tooMany(limits);
    if (!current || typeof current !== 'object') continue;
    if (depth > limits.maxDepth) return tooDeep(limits);
    for (const entry of Object.values(current)) pending.push([entry, depth + 1]);
  }
  return undefined;
}
