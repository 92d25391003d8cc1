/**
 * The headers of a delete that can be undone: the kept record's token (for `undoApi.restore`) and its name
 * (URI-encoded), e.g. `Undo-Token: 3f2c…`, `Undo-Label: Privacy%20policy`.
 * A file of their own, free of schemas: the browser's HTTP client reads them on every page, the sign-in screen
 * included, and must not pull the schema builder (TypeBox, ~18 KB gzip) in with them.
 */
export const UNDO_TOKEN_HEADER = 'undo-token';
export const UNDO_LABEL_HEADER = 'undo-label';
