/* eslint-disable @typescript-eslint/no-explicit-any -- the answers and the document read here are plain JSON, checked by the assertions. */
import Ajv2020 from 'ajv/dist/2020';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiPath } from '../../packages/server/src/modules/api-docs/openapi';
import { demoSeeds, seedContext } from '../../packages/server/src/seed/seed-context';
import { createTestServer, multipartBody, pngImage, sessionCookieOf, TEST_PASSWORD, type TestServer } from './helpers';
import { testPluginFolder } from './test-plugin';

/**
 * The documented answers are the real ones: every GET route (and the main writes) is called on a server filled
 * with the demo content, and each answer is checked against the success schema /api/openapi.json gives for
 * it (required fields and types; extra fields are allowed, the schemas leave objects open).
 */
let server: TestServer;
let cookie: string;
let document: any;
const ajv = new Ajv2020({ allErrors: true, strict: false });
const validators = new Map<string, ReturnType<typeof ajv.compile>>();

// An external plugin declaring a public content type, so its /api/ext and /api/content/ext routes answer too.
const plugin = testPluginFolder();

beforeAll(async () => {
  // French beside English, so the translation routes (issue 38) answer a real record in a real locale.
  server = await createTestServer({ config: { ...plugin.config, contentLocales: ['en', 'fr'] } });
  for (const seeder of demoSeeds) await seeder.seed(seedContext(server.db, server.storage));
  cookie = await server.signIn('superAdmin');
  document = (await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
}, 180_000);
afterAll(async () => {
  await server?.close();
  plugin.remove();
});

const call = (options: InjectOptions) => server.app.inject({ ...options, headers: { cookie, ...options.headers } });

/** The mismatches of one answer with the document's success answer of `method route` ([] when it fits). */
function mismatches(method: string, route: string, response: LightMyRequestResponse): string[] {
  const where = `${method} ${route}`;
  if (response.statusCode < 200 || response.statusCode > 299)
    return [`${where}: status ${response.statusCode} ${response.body.slice(0, 200)}`];
  const success = document.paths[openApiPath(route)]?.[method.toLowerCase()]?.responses['2XX'];
  if (!success) return [`${where}: not in the document`];
  const type = String(response.headers['content-type'] ?? '').split(';')[0];
  if (type !== 'application/json')
    return success.content[type]
      ? []
      : [`${where}: answered ${type}, documented ${Object.keys(success.content).join(', ')}`];
  const schema = success.content['application/json']?.schema;
  if (!schema) return [`${where}: answered JSON, documented ${Object.keys(success.content).join(', ')}`];
  const key = `${method} ${route}`;
  if (!validators.has(key)) validators.set(key, ajv.compile(schema));
  const validate = validators.get(key)!;
  if (validate(response.json())) return [];
  return (validate.errors ?? []).map(
    (error) => `${where}: ${error.instancePath || '/'} ${error.message} ${JSON.stringify(error.params)}`,
  );
}

/** A real value for each path parameter, read from the list answers of the seeded server. */
async function pathValues(): Promise<Record<string, string>> {
  const json = async (url: string) => (await call({ method: 'GET', url })).json();
  const note = (await call({ method: 'POST', url: '/api/ext/notes/items', payload: { title: 'A note' } })).json();
  const [faqs, activity, candidates, article, job, legal] = await Promise.all([
    json('/api/faq'),
    json('/api/activity'),
    json('/api/getAllJobCandidates'),
    json('/api/content/articles/blog'),
    json('/api/content/jobs'),
    json('/api/content/legal'),
  ]);
  // A webhook endpoint, and a change for it to have a delivery of (its address is never reached: no matter).
  const endpoint = (
    await call({ method: 'POST', url: '/api/webhooks/endpoints', payload: { url: 'https://hooks.example/rebuild' } })
  ).json();
  const added = (
    await call({ method: 'POST', url: '/api/faq/add', payload: { question: 'Delivered?', answer: 'Yes.', row: 1 } })
  ).json();
  const revisions = `/api/revisions?kind=faqs&id=${added.data._id}`;
  const revision = (await json(revisions)).data[0];
  // An export run as a job, waited for until its file is written.
  const exported = (
    await call({ method: 'POST', url: '/api/exports', payload: { collection: 'newsletter', all: true } })
  ).json();
  for (let tries = 0; tries < 300 && (await json(`/api/exports/${exported.data.id}`)).data.state !== 'done'; tries++)
    await new Promise((wait) => setTimeout(wait, 50));
  // A file of the media library (issue 37), uploaded to it directly.
  const png = pngImage(12, 12, [1, 2, 3]);
  const mediaFile = (
    await call({
      method: 'POST',
      url: '/api/media',
      ...multipartBody({ alt: 'A square' }, { file: { data: png, filename: 'square.png', type: 'image/png' } }),
    })
  ).json();
  const entry =
    activity.data.data.find((row: any) => row.recordId && row.table === 'faqs') ??
    activity.data.data.find((row: any) => row.recordId);
  return {
    '/api/search': '/api/search?q=an',
    '/api/sections/:page': '/api/sections/home',
    '/api/activity/history/:table/:id': `/api/activity/history/${entry.table}/${entry.recordId}`,
    '/api/downloadJobCandidate/:id': `/api/downloadJobCandidate/${candidates[0]._id}`,
    '/api/getJobCandidate/:id': `/api/getJobCandidate/${candidates[0]._id}`,
    '/api/candidate-files/:id/:kind': `/api/candidate-files/${candidates.find((row: any) => row.resume)._id}/resume`,
    '/api/content/sections/:page': '/api/content/sections/home',
    '/api/content/articles/:kind': '/api/content/articles/blog',
    '/api/content/articles/:kind/:slug': `/api/content/articles/blog/${article.data[0].slug}`,
    '/api/content/jobs/:id': `/api/content/jobs/${job.data[0].id}`,
    '/api/content/legal/:slug': `/api/content/legal/${legal.data[0].slug}`,
    '/api/content/seo/:page': '/api/content/seo/home',
    '/api/docs/assets/:file': '/api/docs/assets/swagger-ui.css',
    '/api/admin/:id/sessions': `/api/admin/${(await json('/api/admin/profile')).data._id}/sessions`,
    '/api/ext/:plugin/:type': '/api/ext/notes/items',
    '/api/ext/:plugin/:type/:id': `/api/ext/notes/items/${note.data._id}`,
    '/api/content/ext/:plugin/:type': '/api/content/ext/notes/items',
    '/api/exports/:id': `/api/exports/${exported.data.id}`,
    '/api/exports/:id/file': `/api/exports/${exported.data.id}/file`,
    '/api/webhooks/endpoints/:id/deliveries': `/api/webhooks/endpoints/${endpoint.data._id}/deliveries`,
    '/api/revisions': revisions,
    '/api/revisions/:id': `/api/revisions/${revision._id}`,
    '/api/media/:id': `/api/media/${mediaFile.data._id}`,
    '/api/translations/:kind': '/api/translations/faqs',
    '/api/translations/:kind/:id/:locale': `/api/translations/faqs/${added.data._id}/fr`,
    faq: faqs.data[0]._id,
  };
}

describe('documented answers', () => {
  it('every GET route answers what the document says', async () => {
    const values = await pathValues();
    const problems: string[] = [];
    const gets = server.app.apiRoutes.filter((route) => route.method === 'GET');
    expect(gets.length).toBeGreaterThan(40);
    for (const route of gets) {
      // A route with a required query (one record's versions, the palette's search) or path parameters takes its example from `values`.
      const url = values[route.url] ?? (route.url.includes(':') ? undefined : route.url);
      if (!url) {
        problems.push(`GET ${route.url}: no value for its path parameters in this test`);
        continue;
      }
      problems.push(...mismatches('GET', route.url, await call({ method: 'GET', url })));
    }
    // Paging answers too (their own shape).
    problems.push(
      ...mismatches(
        'GET',
        '/api/getAllJobCandidates',
        await call({ method: 'GET', url: '/api/getAllJobCandidates?page=1&pageSize=2' }),
      ),
    );
    problems.push(
      ...mismatches(
        'GET',
        '/api/content/articles/:kind',
        await call({ method: 'GET', url: '/api/content/articles/guide?page=1&pageSize=2' }),
      ),
    );
    expect(problems).toEqual([]);
  });

  it('the main writes answer what the document says, and failures are the documented Failure', async () => {
    const problems: string[] = [];
    const check = async (
      method: 'POST' | 'PUT' | 'DELETE',
      route: string,
      url: string,
      payload?: unknown,
      headers?: Record<string, string>,
    ) => {
      const response = await call({ method, url, payload: payload as InjectOptions['payload'], headers });
      problems.push(...mismatches(method, route, response));
      return response.statusCode < 300 && String(response.headers['content-type']).startsWith('application/json')
        ? response.json()
        : null;
    };
    const crud = async (
      add: string,
      body: unknown,
      edit: (id: string) => string,
      editRoute: string,
      change: unknown,
      remove: (id: string) => string,
      removeRoute: string,
    ) => {
      const added = await check('POST', add, add, body);
      const id = added?.data?._id;
      if (!id) return;
      await check('PUT', editRoute, edit(id), change);
      await check('DELETE', removeRoute, remove(id));
    };

    await crud(
      '/api/faq/add',
      { question: 'Q?', answer: 'A.', row: 1 },
      (id) => `/api/faq/edit/${id}`,
      '/api/faq/edit/:id',
      { question: 'Q2?' },
      (id) => `/api/faq/delete/${id}`,
      '/api/faq/delete/:id',
    );
    const jobBody = {
      title: 'Tester',
      department: 'QA',
      salary: '1000 USD Monthly',
      location: 'Casablanca',
      description: 'Tests.',
      content: '<p>Tests</p>',
      overview: 'Tests.',
    };
    await crud(
      '/api/job/add',
      jobBody,
      (id) => `/api/job/edit/${id}`,
      '/api/job/edit/:id',
      { title: 'Lead tester' },
      (id) => `/api/job/delete/${id}`,
      '/api/job/delete/:id',
    );
    const plan = { planName: 'Tiny', monthlyPrice: 1, yearlyPrice: 10, description: 'Small.', features: ['One'] };
    await crud(
      '/api/pricingModel/add',
      plan,
      (id) => `/api/pricingModel/update/${id}`,
      '/api/pricingModel/update/:id',
      { planName: 'Tinier' },
      (id) => `/api/pricingModel/delete/${id}`,
      '/api/pricingModel/delete/:id',
    );
    await crud(
      '/api/guides/add',
      { title: 'Terms of sale' },
      (id) => `/api/guides/edit/${id}`,
      '/api/guides/edit/:id',
      { content: '<p>Terms</p>' },
      (id) => `/api/guides/delete/${id}`,
      '/api/guides/delete/:id',
    );
    const seo = await check('POST', '/api/sections/seo-add', '/api/sections/seo-add', { title: 'Answer test page' });
    await check(
      'PUT',
      '/api/sections/seo-update/:title',
      `/api/sections/seo-update/${encodeURIComponent('Answer test page')}`,
      { metaDescription: 'Described.' },
    );
    if (seo) await check('DELETE', '/api/sections/seo-delete/:id', `/api/sections/seo-delete/${seo.data._id}`);
    await crud(
      '/api/admin/signup',
      { FName: 'Ana', LName: 'Lyst', email: 'ana.lyst@example.com', role: 'viewer', password: 'Another-password-1' },
      (id) => `/api/admin/update/${id}`,
      '/api/admin/update/:id',
      { FName: 'Ana', LName: 'Lyst', email: 'ana.lyst@example.com', role: 'editor' },
      (id) => `/api/admin/delete/${id}`,
      '/api/admin/delete/:id',
    );
    const card = multipartBody({ title: 'Values', content: 'We deliver.', row: '9' });
    const added = await check('POST', '/api/card/add', '/api/card/add', card.payload, card.headers);
    if (added) {
      const edit = multipartBody({
        title: 'Our values',
        content: 'We deliver.',
        row: '9',
        updatedAt: added.data.updatedAt,
      });
      await check('PUT', '/api/card/edit/:id', `/api/card/edit/${added.data._id}`, edit.payload, edit.headers);
      await check('DELETE', '/api/card/delete/:id', `/api/card/delete/${added.data._id}`);
    }
    const review = multipartBody({
      firstName: 'Sam',
      lastName: 'Seller',
      role: 'Founder',
      title: 'Great',
      description: 'Fast.',
    });
    await check('POST', '/api/reviews/add', '/api/reviews/add', review.payload, review.headers);

    // The public intake, then what is held about that address.
    const email = 'answers@example.com';
    await check('POST', '/api/public/newsletter', '/api/public/newsletter', { email });
    const lead = {
      firstName: 'Lea',
      lastName: 'Lead',
      companyName: 'Shop',
      email,
      phoneNumber: '+212600000000',
      numOfOrders: '100',
      countriesInterested: 'Morocco',
    };
    await check('POST', '/api/public/leads', '/api/public/leads', lead);
    const sale = {
      fullName: 'Sal Es',
      companyName: 'Shop',
      companyEmail: email,
      country: 'Morocco',
      mobileNumber: '+212600000000',
      numberOfOrders: '100',
      countryInterested: 'Egypt',
    };
    await check('POST', '/api/public/contact-sales', '/api/public/contact-sales', sale);
    await check('POST', '/api/personal-data/find', '/api/personal-data/find', { email });
    await check('POST', '/api/personal-data/export', '/api/personal-data/export', { email });
    await check('POST', '/api/personal-data/erase', '/api/personal-data/erase', { email });

    // Downloads: their documented content types.
    await check('POST', '/api/downloadNewsletter', '/api/downloadNewsletter', { all: true });
    await check('POST', '/api/activity/export', '/api/activity/export', {});

    // Sign-in answers the admin; sign-out a sentence.
    const admin = await server.createAdmin('editor');
    const signIn = await server.rawInject({
      method: 'POST',
      url: '/api/admin/signin',
      payload: { email: admin.email, password: TEST_PASSWORD },
    });
    problems.push(...mismatches('POST', '/api/admin/signin', signIn));
    const editor = sessionCookieOf(signIn.headers['set-cookie']);
    await check('POST', '/api/admin/signout', '/api/admin/signout', undefined, { cookie: editor });
    expect(problems).toEqual([]);

    // A refusal is the documented Failure.
    const missing = await call({ method: 'DELETE', url: '/api/faq/delete/00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
    const failure = ajv.compile(document.components.schemas.Failure);
    expect(failure(missing.json()), JSON.stringify(failure.errors)).toBe(true);
  });

  it('a mismatch is reported with the route and the path of the wrong value', async () => {
    const faqs = await call({ method: 'GET', url: '/api/faq' });
    const broken = {
      ...faqs,
      json: () => ({ success: true, data: [{ ...faqs.json().data[0], row: 'first' }] }),
    } as unknown as LightMyRequestResponse;
    expect(mismatches('GET', '/api/faq', broken)).toEqual([
      expect.stringMatching(/^GET \/api\/faq: \/data\/0\/row must be/),
    ]);
  });
});
