import { afterAll, beforeAll } from 'vitest';
import type { Role } from '../../../packages/server/src/auth/permissions';
import { createTestServer, type TestServer, type TestServerOptions } from '../helpers';

export interface FileServer<R extends Role> {
  /** Set before the file's first test. */
  server: TestServer;
  /** The Cookie header of a signed-in admin of each role asked for. */
  cookies: Record<R, string>;
}

/**
 * The test server a file shares: started before its tests (beforeAll) with one admin of each role in `signIn`
 * signed in, and closed after them (afterAll). Call it at the top of the file or of a describe block.
 */
export function serverForFile<R extends Role>(signIn: readonly R[], options: TestServerOptions = {}): FileServer<R> {
  const file = { cookies: {} } as FileServer<R>;
  beforeAll(async () => {
    file.server = await createTestServer(options);
    for (const role of signIn) file.cookies[role] = await file.server.signIn(role);
  });
  afterAll(async () => {
    await file.server?.close();
  });
  return file;
}
