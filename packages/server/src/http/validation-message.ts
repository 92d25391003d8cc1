/** One ajv error, as Fastify hands them over in `error.validation`. */
export interface SchemaProblem {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

const PLACES: Record<string, string> = {
  body: 'The request body',
  querystring: 'The query',
  params: 'The address',
  headers: 'The headers',
};

const TYPE_WORDS: Record<string, string> = {
  number: 'a number',
  integer: 'a whole number',
  string: 'text',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  null: 'empty',
};

const FORMAT_WORDS: Record<string, string> = {
  uuid: 'a valid id',
  'record-id': 'a valid id',
  email: 'a valid email address',
  'date-time': 'a real date and time (ISO 8601 with seconds and a zone, years 1000–9999)',
  date: 'a real date (YYYY-MM-DD, years 1000–9999)',
  uri: 'a web address',
};

function fieldName(instancePath: string): string {
  return instancePath.replace(/^\//, '').replace(/\//g, '.').replace(/~1/g, '/').replace(/~0/g, '~');
}

/**
 * The body field a schema problem is about ("email", "buttons.0.label"), so a form can show the message on
 * that field; undefined when the problem is about the whole request, an address part or an unknown field.
 */
export function schemaProblemField(problem: SchemaProblem, context: string | undefined): string | undefined {
  if (context !== 'body' || problem.keyword === 'additionalProperties') return undefined;
  const field = fieldName(problem.instancePath);
  if (problem.keyword === 'required') {
    const missing = String(problem.params.missingProperty ?? '');
    return missing ? (field ? `${field}.${missing}` : missing) : undefined;
  }
  return field || undefined;
}

/** Turns the first schema problem into a sentence such as "email is required" or "row must be a number". */
export function describeSchemaProblem(problem: SchemaProblem, context: string | undefined): string {
  const field = fieldName(problem.instancePath);
  const params = problem.params;
  const subject = field || (context && PLACES[context]) || 'The request';
  switch (problem.keyword) {
    case 'required': {
      const missing = String(params.missingProperty ?? '');
      return `${field ? `${field}.` : ''}${missing} is required`;
    }
    case 'type': {
      const types = String(params.type ?? '').split(',');
      return `${subject} must be ${types.map((type) => TYPE_WORDS[type] ?? type).join(' or ')}`;
    }
    case 'format':
      return `${subject} must be ${FORMAT_WORDS[String(params.format)] ?? `in ${String(params.format)} format`}`;
    case 'enum':
      return `${subject} must be one of: ${(params.allowedValues as unknown[]).map(String).join(', ')}`;
    case 'const':
      return `${subject} must be ${String(params.allowedValue)}`;
    case 'minLength':
      return Number(params.limit) === 1
        ? `${subject} must not be empty`
        : `${subject} must be at least ${String(params.limit)} characters`;
    case 'maxLength':
      return `${subject} must be at most ${String(params.limit)} characters`;
    case 'minimum':
      return `${subject} must be at least ${String(params.limit)}`;
    case 'maximum':
      return `${subject} must be at most ${String(params.limit)}`;
    case 'exclusiveMinimum':
      return `${subject} must be more than ${String(params.limit)}`;
    case 'minItems':
      return `${subject} must have at least ${String(params.limit)} item${Number(params.limit) === 1 ? '' : 's'}`;
    case 'maxItems':
      return `${subject} must have at most ${String(params.limit)} items`;
    case 'finite':
      return `${subject} must be a finite number`;
    case 'plainNumber':
      return `${subject} must be a number in plain decimal digits`;
    case 'notBlank':
      return `${subject} is required`;
    case 'pattern':
      return `${subject} is not in the expected form`;
    case 'additionalProperties':
      return `${field ? `${field}.` : ''}${String(params.additionalProperty)} is not allowed`;
    default:
      return `${subject} ${problem.message ?? 'is not valid'}`;
  }
}
