import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeSvg } from '../../packages/server/src/storage/svg-sanitizer';
import { send, startContentServer, type ContentServer } from './content-server';
import { createTestServer, multipartBody, pngImage, type TestServer } from './helpers';

const NS = 'xmlns="http://www.w3.org/2000/svg"';
/** The four payloads that passed the old regex check, then the ones it already caught. */
const NEW_PAYLOADS = {
  'namespaced <s:script>': `<svg ${NS} xmlns:s="http://www.w3.org/2000/svg"><s:script>alert(document.cookie)</s:script><rect width="5" height="5"/></svg>`,
  'entity-encoded javascript: in <set to>': `<svg ${NS}><a id="l"><text>x</text><set attributeName="href" to="&#106;avascript&#58;alert(1)"/></a><set href="#l" attributeName="href" to="&#x6A;avascript:alert(2)"/></svg>`,
  'XHTML <h:iframe>': `<svg ${NS} xmlns:h="http://www.w3.org/1999/xhtml"><g><h:iframe src="https://evil.example/frame"/></g><h:div><h:iframe src="javascript:alert(1)"></h:iframe></h:div><circle r="2"/></svg>`,
  '<style>@import url(…)': `<svg ${NS}><style>@import url(https://evil.example/x.css);</style><rect width="1" height="1"/></svg>`,
};
const KNOWN_PAYLOADS = {
  script: `<svg ${NS}><script>alert(1)</script><rect width="5" height="5"/></svg>`,
  handlers: `<svg ${NS} onload="alert(1)"><rect onclick="alert(2)" width="5" height="5"/></svg>`,
  'javascript: links': `<svg ${NS} xmlns:xlink="http://www.w3.org/1999/xlink"><a href="javascript:alert(1)"><text>x</text></a><a xlink:href="javascript:alert(1)"><rect width="1" height="1"/></a></svg>`,
  'external references': `<svg ${NS}><use href="https://evil.example/sprite.svg#x"/><image href="https://evil.example/t.png"/><rect fill="url(https://evil.example/p)" style="background:url(https://evil.example)"/></svg>`,
  foreignObject: `<svg ${NS}><foreignObject><iframe src="https://evil.example"></iframe></foreignObject></svg>`,
  'XHTML default namespace': '<svg xmlns="http://www.w3.org/1999/xhtml"><rect width="1" height="1"/></svg>',
};
const CORPUS = { ...NEW_PAYLOADS, ...KNOWN_PAYLOADS };
/** Nothing of these may be stored. */
const ACTIVE =
  /script|alert|onload|onclick|javascript|evil\.example|<style|@import|foreignObject|<image|iframe|<set|<h:|<s:|xhtml/i;

const svgFile = (text: string) => new File([text], 'image.svg', { type: 'image/svg+xml' });

describe('the SVG sanitiser', () => {
  it.each(Object.entries(CORPUS))('rebuilds %s without its active parts', (_name, text) => {
    const clean = sanitizeSvg(Buffer.from(text));
    expect(clean).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(clean).not.toMatch(ACTIVE);
  });

  it('keeps what a logo is made of', () => {
    const logo = `<svg ${NS} viewBox="0 0 10 10"><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient><rect width="10" height="10" fill="url(#g)"/><text x="1" y="8">Acme</text></svg>`;
    const clean = sanitizeSvg(Buffer.from(logo));
    for (const part of ['viewBox="0 0 10 10"', 'fill="url(#g)"', '<text x="1" y="8">Acme</text>', 'stop-color="#fff"'])
      expect(clean).toContain(part);
  });
});

describe('every SVG upload is stored rebuilt: flags, pricing media, about-us cards, section images, logos', () => {
  let server: ContentServer;
  let plan: { _id: string; updatedAt: string };

  beforeAll(async () => {
    server = await startContentServer();
    await server.seedDemo('pricing');
    plan = (await send(server.app, 'GET', '/pricingModel/get')).body.data.data[0];
  });
  afterAll(async () => {
    await server?.close();
  });

  const stored = (url: string) => server.contents.get(url)?.toString('utf8') ?? '';
  let n = 0;
  const uploaders: Record<string, (file: File) => Promise<string>> = {
    flag: async (file) => {
      n += 1;
      const answer = await send(server.app, 'POST', '/addCountry', {
        country: `Land ${n}`,
        countryStatus: 'Active',
        region: 'Test',
        description: 'Test region',
        flag: file,
      });
      expect(answer.status).toBe(201);
      return answer.body.data.flag;
    },
    'pricing media': async (file) => {
      const answer = await send(server.app, 'PUT', `/pricingModel/media/${plan._id}`, {
        media: file,
        updatedAt: plan.updatedAt,
      });
      expect(answer.status).toBe(200);
      plan = answer.body.data;
      return answer.body.data.media;
    },
    'about-us card': async (file) => {
      const answer = await send(server.app, 'POST', '/card/add', {
        title: 'Card',
        content: 'Text',
        row: '1',
        media: file,
      });
      expect(answer.status).toBe(201);
      return answer.body.data.media;
    },
    'section image': async (file) => {
      n += 1;
      const answer = await send(server.app, 'POST', '/section/create', {
        title: `Section ${n}`,
        sectionType: 'general',
        order: String(n),
        page: 'home',
        'generalSection.heading': 'Heading',
        'generalSection.description': 'Text',
        'generalSection.caption': '',
        'generalSection.buttons': '[]',
        'generalSection.imageDimensions': '{}',
        image: file,
      });
      expect(answer.status).toBe(201);
      return answer.body.data.generalSection.image;
    },
    'company logo': async (file) => {
      n += 1;
      const answer = await send(server.app, 'POST', '/companies/add', { name: `Co ${n}`, row: '1', logo: file });
      expect(answer.status).toBe(201);
      return answer.body.data.url;
    },
  };

  for (const [where, upload] of Object.entries(uploaders)) {
    it(`${where}: the hostile corpus is stored without its active parts`, async () => {
      for (const [name, text] of Object.entries(where === 'company logo' ? CORPUS : NEW_PAYLOADS)) {
        const url = await upload(svgFile(text));
        expect(url, name).toMatch(/^\/uploads\/.+\.svg$/);
        const kept = stored(url);
        expect(kept, name).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
        expect(kept, name).not.toMatch(ACTIVE);
      }
    });
  }

  it('stores a harmless SVG rebuilt too, not the bytes as sent', async () => {
    const sent = `<?xml version="1.0"?>\n<!-- made by a tool -->\n<svg ${NS} width="4" height="4" data-tool="x"><rect width="4" height="4" fill="red"/></svg>`;
    const url = await uploaders.flag(svgFile(sent));
    expect(stored(url)).toBe(`<svg ${NS} width="4" height="4"><rect width="4" height="4" fill="red"></rect></svg>`);
  });
});

describe('serving uploaded SVGs and candidate files', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('serves an SVG as a download with a sandboxing CSP (an <img> still shows it)', async () => {
    const cookie = await server.signIn('editor');
    const body = multipartBody(
      { name: 'Acme', row: '1' },
      {
        logo: {
          data: Buffer.from(`<svg ${NS}><rect width="1" height="1"/></svg>`),
          filename: 'logo.svg',
          type: 'image/svg+xml',
        },
      },
    );
    const added = await server.app.inject({
      method: 'POST',
      url: '/api/companies/add',
      headers: { cookie, ...body.headers },
      payload: body.payload,
    });
    const url = added.json().data.url as string;
    const served = await server.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-disposition']).toBe(`attachment; filename="${url.split('/').pop()}"`);
    expect(served.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves candidate files with Content-Disposition and a sandboxing CSP', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const form = multipartBody(
      { job: 'Driver', fName: 'Ana', lName: 'Silva', email: 'ana@example.com', phone: '+212600000000' },
      {
        resume: { data: pdf, filename: 'cv.pdf' },
        portfolio: { data: pngImage(8, 8, [10, 20, 30]), filename: 'work.png' },
      },
    );
    const applied = await server.app.inject({
      method: 'POST',
      url: '/api/public/job-applications',
      headers: form.headers,
      payload: form.payload,
    });
    expect(applied.statusCode).toBe(201);
    const cookie = await server.signIn('admin');
    const [candidate] = (
      await server.app.inject({ method: 'GET', url: '/api/getAllJobCandidates', headers: { cookie } })
    ).json();
    const resume = await server.app.inject({ method: 'GET', url: candidate.resume, headers: { cookie } });
    expect(resume.statusCode).toBe(200);
    expect(resume.headers['content-disposition']).toBe('inline; filename="cv.pdf"');
    expect(resume.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
    const portfolio = await server.app.inject({ method: 'GET', url: candidate.portfolio, headers: { cookie } });
    expect(portfolio.statusCode).toBe(200);
    expect(portfolio.headers['content-disposition']).toMatch(/^attachment; filename=".+"$/);
    expect(portfolio.headers['content-security-policy']).toMatch(/sandbox/);
  });
});
