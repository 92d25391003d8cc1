import { Parser } from 'htmlparser2';
import { AppError } from '../http/app-error';

/**
 * Structural limits of stored markup (SVG uploads, editor HTML), checked before the sanitiser runs. sanitize-html
 * costs time that grows with the square of the nesting (its parser keeps its stack with `unshift`), so 100,000
 * nested `<g>` held the event loop for 112 s; within these limits its work grows only with the size (and runs
 * on a worker thread: markup-pool.ts).
 */
export interface MarkupLimits {
  /** Elements open inside each other. */
  maxDepth: number;
  /** Elements in the whole document. */
  maxElements: number;
}

/**
 * Logos, flags and icons from Illustrator, Inkscape or Figma nest groups 5 to 20 deep and hold tens to a few
 * thousand elements (a detailed coat of arms on a flag: about 3,000).
 */
export const SVG_LIMITS: MarkupLimits = { maxDepth: 64, maxElements: 10_000 };

/**
 * The editor's own HTML nests at most about 8 deep (list, item, bold, italic, underline, strike, colour, link);
 * pasted Word or Google Docs HTML about 20. A long article or privacy policy holds 1,000 to 5,000 elements.
 */
export const RICH_TEXT_LIMITS: MarkupLimits = { maxDepth: 64, maxElements: 20_000 };

/** The parser options sanitize-html gives htmlparser2 for editor HTML (its default) and for SVG (ours). */
const HTML_PARSING = { decodeEntities: true };
export const SVG_PARSING = {
  decodeEntities: true,
  xmlMode: true,
  lowerCaseTags: false,
  lowerCaseAttributeNames: false,
};

class LimitPassed extends Error {}

/**
 * Refuses markup nested deeper or holding more elements than `limits`, with a 400 naming `field` (e.g. "logo: the
 * SVG is nested too deeply (more than 64 levels)"). Runs htmlparser2, the tokenizer sanitize-html itself uses with
 * the same options, so what it counts is what the sanitiser would see (quotes, comments, raw text, implied ends);
 * it stops at the first element past a limit, so the check's own cost stays linear.
 */
export function checkMarkupLimits(
  markup: string,
  options: { field: string; what: string; limits: MarkupLimits; xml: boolean },
): void {
  const { maxDepth, maxElements } = options.limits;
  let depth = 0;
  let elements = 0;
  let passed: string | null = null;
  const parser = new Parser(
    {
      onopentag() {
        depth += 1;
        elements += 1;
        if (depth > maxDepth) passed = `is nested too deeply (more than ${maxDepth} levels)`;
        else if (elements > maxElements)
          passed = `has too many elements (more than ${maxElements.toLocaleString('en-US')})`;
        if (passed) throw new LimitPassed();
      },
      onclosetag() {
        depth -= 1;
      },
    },
    options.xml ? SVG_PARSING : HTML_PARSING,
  );
  try {
    parser.end(markup);
  } catch (error) {
    if (!(error instanceof LimitPassed)) throw error;
  }
  if (passed) throw new AppError(400, `${options.field}: the ${options.what} ${passed}`, options.field);
}
