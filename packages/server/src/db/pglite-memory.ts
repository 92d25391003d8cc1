/**
 * PGlite's page cache (shared_buffers) in MB. PostgreSQL's default, 128 MB, was most of an idle embedded
 * server's memory (about 290 MB RSS at rest with it, about 200 MB with 32 MB); pages it no longer holds are still
 * read from the system's file cache. PGLITE_SHARED_BUFFERS_MB sets another size.
 */
export const DEFAULT_PGLITE_SHARED_BUFFERS_MB = 32;
