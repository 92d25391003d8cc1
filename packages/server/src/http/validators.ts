import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import fastUri from 'fast-uri';
import type { FastifyInstance, FastifySchemaValidationError } from 'fastify';
import { isCalendarDay, isDateTime } from './date-rules';

/**
 * A canonical UUID (8-4-4-4-12 hex digits). ajv's own `uuid` format also takes `urn:uuid:<uuid>`, which
 * PostgreSQL refuses as a uuid: such ids passed the check and failed in the database.
 */
export const CANONICAL_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Fastify's own defaults, except coercion, which depends on where the value comes from (see below), and
 * `validateSchema: false`: the schemas are the contracts' own, and checking each against JSON Schema's
 * meta-schema first compiled that meta-schema on the first request (~30 ms of a cold start); ajv's strict mode
 * still refuses unknown keywords.
 */
const COMMON: Options = {
  useDefaults: true,
  removeAdditional: true,
  uriResolver: fastUri,
  addUsedSchema: false,
  allErrors: false,
  validateSchema: false,
};

export function validator(coerceTypes: Options['coerceTypes']) {
  const ajv = new Ajv({ ...COMMON, coerceTypes });
  addFormats(ajv, { mode: 'full', formats: ['time', 'email', 'uri', 'hostname', 'ipv4', 'ipv6'] });
  ajv.addFormat('uuid', CANONICAL_UUID);
  // A publishing route's record: a uuid, or 1 for the kinds of one record (the home hero, the dashboard cover).
  ajv.addFormat('record-id', (value: string) => value === '1' || CANONICAL_UUID.test(value));
  // ajv-formats' own took year 0 (a 500 in PostgreSQL) and years past 9999: the shared rules instead (date-rules.ts).
  ajv.addFormat('date', isCalendarDay);
  ajv.addFormat('date-time', isDateTime);
  // `notBlank`: text that is only spaces counts as missing (a required field must say something).
  ajv.addKeyword({
    keyword: 'notBlank',
    type: 'string',
    schemaType: 'boolean',
    errors: false,
    validate: (enabled: boolean, data: string) => !enabled || data.trim().length > 0,
  });
  return ajv;
}

type Check = ((data: unknown) => boolean) & { errors?: FastifySchemaValidationError[] | null };

/** Where `value` holds Infinity or NaN (as a JSON pointer), or null. */
function nonFinitePath(value: unknown, path = ''): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : path;
  if (value && typeof value === 'object') {
    for (const [key, entry] of Object.entries(value)) {
      const found = nonFinitePath(entry, `${path}/${key}`);
      if (found !== null) return found;
    }
  }
  return null;
}

/**
 * ajv turns the text `1e309` into Infinity and then skips `maximum` (it only compares finite numbers), and
 * JSON.parse reads `1e400` as Infinity: a value that is not a finite number is refused after the schema.
 */
function finiteOnly(check: Check): Check {
  const wrapped: Check = (data) => {
    if (!check(data)) {
      wrapped.errors = check.errors;
      return false;
    }
    const path = nonFinitePath(data);
    if (path === null) return true;
    wrapped.errors = [
      { keyword: 'finite', instancePath: path, schemaPath: '', params: {}, message: 'must be a finite number' },
    ];
    return false;
  };
  return wrapped;
}

/** A number as a query or path carries it: decimal digits, a minus and a fraction at most. */
const PLAIN_NUMBER = /^-?\d{1,30}(\.\d{1,30})?$/;

/**
 * ajv converts a query or path number with JavaScript's `+text`, which also reads `0x10`, `0b11`, `1e2`,
 * `+7` and ` 7` (as 16, 3, 100, 7 and 7): text that is not a plain decimal number is refused before the
 * schema converts it (the same rule as form fields, http/form-numbers.ts).
 */
function plainNumbersOnly(schema: object, check: Check): Check {
  const properties = (schema as { properties?: Record<string, { type?: unknown }> }).properties ?? {};
  const numeric = Object.keys(properties).filter(
    (key) => properties[key].type === 'integer' || properties[key].type === 'number',
  );
  if (numeric.length === 0) return check;
  const wrapped: Check = (data) => {
    for (const key of numeric) {
      const value = data && typeof data === 'object' ? (data as Record<string, unknown>)[key] : undefined;
      if (
        (Array.isArray(value) ? value : [value]).some((text) => typeof text === 'string' && !PLAIN_NUMBER.test(text))
      ) {
        wrapped.errors = [
          {
            keyword: 'plainNumber',
            instancePath: `/${key}`,
            schemaPath: '',
            params: {},
            message: 'must be a number in plain decimal digits',
          },
        ];
        return false;
      }
    }
    const valid = check(data);
    wrapped.errors = check.errors;
    return valid;
  };
  return wrapped;
}

/**
 * Route schemas are checked by two ajv instances: a JSON body is taken as it was typed (no coercion: `false`
 * is not the text "false", `["A"]` is not "A", `null` is not 0), while the query string and path parameters,
 * which are text by nature, are converted to the numbers and booleans their schema asks for (and must then
 * fit it: `page=1e309` is Infinity, above the schema's maximum).
 */
export function installValidators(app: FastifyInstance): void {
  const body = validator(false);
  const text = validator('array');
  app.setValidatorCompiler(({ schema, httpPart }) =>
    onFirstUse(() =>
      httpPart === 'body'
        ? finiteOnly(body.compile(schema as object) as Check)
        : plainNumbersOnly(schema as object, finiteOnly(text.compile(schema as object) as Check)),
    ),
  );
}

/**
 * A check compiled when it is first needed rather than at start: compiling every route's schemas took most of
 * the server's start (and ~8 MB of heap for routes that may never be called). Every route's checks are still
 * compiled, and so proved, by the tests that call every route (tests/server/fuzz-*.test.ts).
 */
function onFirstUse(compile: () => Check): Check {
  let check: Check | null = null;
  const lazy: Check = (data) => {
    check ??= compile();
    const valid = check(data);
    lazy.errors = check.errors;
    return valid;
  };
  return lazy;
}
