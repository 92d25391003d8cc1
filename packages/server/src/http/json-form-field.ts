import { AppError } from './app-error';
import { badTextError } from './input-layer';
import { FORM_FIELD_LIMITS, jsonTextProblem } from './json-limits';
import { findBadText } from './text-rules';

/** Keys that reach or replace an object's prototype when the value is later merged or copied. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * JSON sent as the text of a multipart form field (a section's buttons, cards, imageDimensions): the one
 * parser every such field goes through, with the rules a JSON body has (docs/api.md "Input rules"). Each refusal is
 * a 400 naming the field: nested deeper or larger than FORM_FIELD_LIMITS (checked on the text, before
 * parsing), not JSON, a `__proto__` / `constructor` / `prototype` key, forbidden characters in its text.
 */
export function parseJsonField(name: string, text: string): unknown {
  const tooBig = jsonTextProblem(text, FORM_FIELD_LIMITS, name);
  if (tooBig) throw tooBig;
  let prototypeKey = false;
  let parsed: unknown;
  try {
    // The reviver sees every key, `__proto__` included (JSON.parse makes it an own property, never the prototype).
    parsed = JSON.parse(text, (key, value: unknown) => {
      if (PROTOTYPE_KEYS.has(key)) prototypeKey = true;
      return value;
    });
  } catch {
    throw new AppError(400, `${name} must be JSON`);
  }
  if (prototypeKey)
    throw new AppError(400, `${name} must not hold a key named __proto__, constructor or prototype`, name);
  // Escapes such as `\u0000` inside the text are checked like any sent text.
  const bad = findBadText(parsed);
  if (bad !== null) throw badTextError(bad ? `${name}.${bad}` : name, name);
  return parsed;
}
