/**
 * The file sent as an SVG is not one (svg-sanitizer.ts throws it in the markup thread). A module of its own so the
 * main thread can recognise it without loading the sanitiser (sanitize-html and postcss, ~14 MB of memory).
 */
export class NotAnSvg extends Error {}
