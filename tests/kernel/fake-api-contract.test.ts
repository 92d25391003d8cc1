import { faqsApi, type Faq } from '@backoffice/contracts';
import axios from 'axios';
import { describe, expect, it } from 'vitest';
import { FakeApi } from '../support/fake-api';

const faq: Faq = {
  _id: 'f1',
  question: 'Do you ship to Ghana?',
  answer: 'Yes, from Accra.',
  row: 1,
  updatedAt: '2026-11-01T10:00:00.000Z',
  status: 'published',
  state: 'published',
  publishAt: null,
  unpublishAt: null,
};

describe('FakeApi keyed by a contract endpoint', () => {
  it("answers at the endpoint's method and path, an address of it included", async () => {
    const fake = new FakeApi()
      .on(faqsApi.list, [200, { success: true, data: [faq] }])
      .on(faqsApi.edit, [409, { success: false, message: 'Changed meanwhile' }]);
    const client = axios.create({ adapter: fake.adapter });
    expect((await client.get('/faq')).data).toEqual({ success: true, data: [faq] });
    await expect(client.put('/faq/edit/f1', {})).rejects.toMatchObject({
      response: { status: 409, data: { message: 'Changed meanwhile' } },
    });
    expect(fake.callsTo('put', '/faq/edit/f1')).toHaveLength(1);
  });

  it('refuses, at compile time, a fixture that drifts from the contract (npm run typecheck checks these lines)', () => {
    const { updatedAt: _dropped, ...withoutVersion } = faq;
    // @ts-expect-error: a FAQ without updatedAt is not what the server answers.
    new FakeApi().on(faqsApi.list, [200, { success: true, data: [withoutVersion] }]);
    // @ts-expect-error: a delete answers a message.
    new FakeApi().on(faqsApi.remove, [200, { success: true }]);
    // @ts-expect-error: a refusal is the envelope's Failure.
    new FakeApi().fallback(faqsApi.add, [400, {}]);
    // Paths no contract declares (a plugin's own calls) take any reply, as before.
    new FakeApi().on('get', '/places', [200, { anything: true }]);
    expect(_dropped).toBe(faq.updatedAt);
  });
});
