import { sessionCookieOf, TEST_PASSWORD, type TestServer } from '../helpers';

/** Signs in through the API with an existing admin's e-mail and password: the Cookie header, or null when refused. */
export async function signInWith(server: TestServer, email: string, password = TEST_PASSWORD): Promise<string | null> {
  const response = await server.app.inject({ method: 'POST', url: '/api/admin/signin', payload: { email, password } });
  return response.statusCode === 200 ? sessionCookieOf(response.headers['set-cookie']) : null;
}
