import { isUtf8 } from 'node:buffer';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import secureJson from 'secure-json-parse';
import { AppError } from './app-error';
import { BODY_LIMITS, jsonTextProblem } from './json-limits';
import { findBadText, printableName, TEXT_PROBLEM } from './text-rules';
import { installValidators } from './validators';

const INVALID_UTF8 = 'The request body is not valid UTF-8 text';

/** The 400 for forbidden text in `field` of `where` ('' when the whole value is the text). */
export function badTextError(field: string, where: string): AppError {
  return new AppError(
    400,
    `${field ? printableName(field) : where} ${TEXT_PROBLEM}`,
    field ? printableName(field) : undefined,
  );
}

const PLAIN_ASCII = /^[\x20-\x24\x26-\x7e]*$/;

/** Whether every name and value of the URL's query decodes as UTF-8 (the parser keeps `%FF` as it is). */
function queryIsUtf8(url: string): boolean {
  const start = url.indexOf('?');
  if (start === -1) return true;
  // Nothing percent-encoded and nothing beyond ASCII (the usual list query): nothing to decode.
  if (PLAIN_ASCII.test(url)) return true;
  try {
    for (const piece of url.slice(start + 1).split(/[&=]/)) decodeURIComponent(piece.replace(/\+/g, ' '));
    return true;
  } catch {
    return false;
  }
}

/**
 * The input layer every route shares (docs/api.md "Input rules"):
 * - JSON and plain-text bodies are read as bytes and refused unless they are valid UTF-8 (Node would
 *   otherwise replace bad bytes silently); JSON `__proto__` / `constructor.prototype` keys are refused, and so
 *   is JSON nested deeper or holding more values than BODY_LIMITS (json-limits.ts).
 * - Every string of the body, query and path (keys too) is checked for forbidden characters (text-rules.ts).
 * - Schemas are checked without coercion for bodies, with it for query and path (validators.ts).
 */
export function installInputLayer(app: FastifyInstance): void {
  installValidators(app);

  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body: Buffer, done) => {
    if (body.length === 0) return done(new AppError(400, 'The request body is empty; send a JSON object'), undefined);
    if (!isUtf8(body)) return done(new AppError(400, INVALID_UTF8), undefined);
    const text = body.toString('utf8');
    // Before parsing: a nesting bomb is refused without being built, and nothing after meets one.
    const tooBig = jsonTextProblem(text, BODY_LIMITS);
    if (tooBig) return done(tooBig, undefined);
    try {
      done(null, secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' }));
    } catch {
      done(new AppError(400, 'The request body is not valid JSON'), undefined);
    }
  });
  app.addContentTypeParser('text/plain', { parseAs: 'buffer' }, (_request, body: Buffer, done) => {
    if (!isUtf8(body)) return done(new AppError(400, INVALID_UTF8), undefined);
    done(null, body.toString('utf8'));
  });

  // A callback hook rather than an async one: it runs on every request and has nothing to wait for.
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => done(badInput(request)));
}

/** What is wrong with a request's address, query or body text (the error to answer), or undefined. */
function badInput(request: FastifyRequest): AppError | undefined {
  if (!queryIsUtf8(request.url)) return new AppError(400, 'The query is not valid UTF-8 text (bad percent-encoding)');
  for (const [value, where] of [
    [request.params, 'The address'],
    [request.query, 'The query'],
    [request.body, 'The request body'],
  ] as const) {
    const field = findBadText(value);
    if (field !== null) return badTextError(field, where);
  }
  return undefined;
}
