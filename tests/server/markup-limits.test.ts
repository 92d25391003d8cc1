import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RICH_TEXT_LIMITS, SVG_LIMITS } from '../../packages/server/src/sanitize/markup-limits';
import { send, startContentServer, type ContentServer } from './content-server';
import { multipartBody } from './helpers';

/**
 * Issue 30 items 3 and 10: markup is limited in nesting and elements before it is sanitised (100,000 nested <g>
 * held every request for 112 s), the sanitiser runs off the event loop (/healthz answers while the largest
 * accepted file is cleaned), and a CSS-escaped `url(` (`u\72l(`) no longer survives in an SVG.
 */

const NS = 'xmlns="http://www.w3.org/2000/svg"';
const svgFile = (text: string) => new File([text], 'image.svg', { type: 'image/svg+xml' });
const nested = (depth: number, open: string, close: string, inner = '') =>
  `${open.repeat(depth)}${inner}${close.repeat(depth)}`;

/** The most work an accepted SVG can ask: SVG_LIMITS' depth and element count, filled with attributes to ~4 MB. */
function worstAcceptedSvg(bytes: number): string {
  const chain = SVG_LIMITS.maxDepth - 2; // under the root, with a path at the bottom
  const blocks = Math.floor((SVG_LIMITS.maxElements - 1) / (chain + 1));
  const padding = Math.floor(bytes / (blocks * (chain + 1))) - 80;
  const path = `<path d="M0 0${' L1 1'.repeat(Math.floor(padding / 5))}" fill="url(#a)"/>`;
  const group = `<g fill="url(#a)" transform="${'translate(1 1) '.repeat(Math.floor(padding / 15))}">`;
  return `<svg ${NS}><linearGradient id="a"/>${Array.from({ length: blocks }, () => nested(chain, group, '</g>', path)).join('')}</svg>`;
}

/** The most work accepted rich text can ask: RICH_TEXT_LIMITS' depth once, then paragraphs of formats up to its element count. */
function worstAcceptedRichText(chars: number): string {
  const deep = nested(RICH_TEXT_LIMITS.maxDepth - 1, '<span>', '</span>', 'deep');
  const paragraphs = Math.floor((RICH_TEXT_LIMITS.maxElements - RICH_TEXT_LIMITS.maxDepth) / 6);
  const words = 'word '.repeat(Math.max(1, Math.floor((chars - deep.length) / paragraphs / 5) - 20));
  const paragraph = `<p><strong><em><u><s><span style="color: red">${words}</span></s></u></em></strong></p>`;
  return `<p>${deep}</p>${paragraph.repeat(paragraphs)}`;
}

/**
 * Runs `work` while asking /healthz every 20 ms; answers the slowest /healthz answer and the event loop's longest
 * stall (monitorEventLoopDelay, and a 5 ms timer's lateness), both in milliseconds, and how long the work took.
 */
async function whilePollingHealth(
  server: ContentServer,
  work: () => Promise<void>,
): Promise<{ slowestHealth: number; longestStall: number; polls: number; seconds: number }> {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let done = false;
  let slowestHealth = 0;
  let polls = 0;
  const poll = async () => {
    while (!done) {
      const started = performance.now();
      const answer = await server.app.inject({ method: 'GET', url: '/healthz' });
      expect(answer.statusCode).toBe(200);
      slowestHealth = Math.max(slowestHealth, performance.now() - started);
      polls += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const polling = poll();
  const started = performance.now();
  // A timer's own lateness too: the histogram misses a stall that begins before its first sample.
  let lastTick = started;
  let longestGap = 0;
  const ticker = setInterval(() => {
    longestGap = Math.max(longestGap, performance.now() - lastTick - 5);
    lastTick = performance.now();
  }, 5);
  try {
    await work();
  } finally {
    done = true;
    clearInterval(ticker);
    await polling;
    delay.disable();
  }
  return {
    slowestHealth,
    longestStall: Math.max(delay.max / 1e6, longestGap),
    polls,
    seconds: (performance.now() - started) / 1000,
  };
}

describe('markup limits and the event loop', () => {
  let server: ContentServer;
  let plan: { _id: string; updatedAt: string };
  let n = 0;

  beforeAll(async () => {
    server = await startContentServer();
    await server.seedDemo('pricing');
    plan = (await send(server.app, 'GET', '/pricingModel/get')).body.data.data[0];
    // The sanitiser's thread starts on first use (from the TypeScript sources here: seconds on a busy machine).
    expect(
      (await send(server.app, 'POST', '/companies/add', { name: 'Warm-up', row: '1', logo: svgFile(`<svg ${NS}/>`) }))
        .status,
    ).toBe(201);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Every route that takes an SVG, each answering the stored file's address (or the refusal). */
  const svgRoutes: Record<string, (file: File) => Promise<{ status: number; url?: string; message?: string }>> = {
    'country flag': async (file) => {
      n += 1;
      const answer = await send(server.app, 'POST', '/addCountry', {
        country: `Land ${n}`,
        countryStatus: 'Active',
        region: 'Test',
        description: 'Test region',
        flag: file,
      });
      return { status: answer.status, url: answer.body.data?.flag, message: answer.body.message };
    },
    'pricing media': async (file) => {
      const answer = await send(server.app, 'PUT', `/pricingModel/media/${plan._id}`, { media: file });
      if (answer.status === 200) plan = answer.body.data;
      return { status: answer.status, url: answer.body.data?.media, message: answer.body.message };
    },
    'about-us card': async (file) => {
      const answer = await send(server.app, 'POST', '/card/add', {
        title: 'Card',
        content: 'Text',
        row: '1',
        media: file,
      });
      return { status: answer.status, url: answer.body.data?.media, message: answer.body.message };
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
      return { status: answer.status, url: answer.body.data?.generalSection?.image, message: answer.body.message };
    },
    'company logo': async (file) => {
      n += 1;
      const answer = await send(server.app, 'POST', '/companies/add', { name: `Co ${n}`, row: '1', logo: file });
      return { status: answer.status, url: answer.body.data?.url, message: answer.body.message };
    },
  };
  const fieldOf: Record<string, string> = {
    'country flag': 'flag',
    'pricing media': 'media',
    'about-us card': 'media',
    'section image': 'image',
    'company logo': 'logo',
  };

  it('refuses an SVG of 100,000 nested <g> (700 kB) with a 400 naming the field, at once, on every SVG route', async () => {
    const bomb = `<svg ${NS}>${nested(100_000, '<g>', '</g>')}</svg>`;
    expect(bomb.length).toBeGreaterThan(700_000);
    const figures = await whilePollingHealth(server, async () => {
      for (const [where, upload] of Object.entries(svgRoutes)) {
        const started = performance.now();
        const answer = await upload(svgFile(bomb));
        expect(answer.status, where).toBe(400);
        expect(answer.message, where).toBe(
          `${fieldOf[where]}: the SVG is nested too deeply (more than ${SVG_LIMITS.maxDepth} levels)`,
        );
        // It held the server for 112 s before; the limit is checked as the document is read.
        expect(performance.now() - started, where).toBeLessThan(5_000);
      }
    });
    // Printed for the record (the test encodes each form on the same event loop); the bound is the test below.
    console.log(
      `markup (${process.env.TEST_DB ?? 'pglite'}): 100,000 nested <g> on 5 routes: slowest /healthz ${figures.slowestHealth.toFixed(0)} ms, event loop's longest stall ${figures.longestStall.toFixed(0)} ms`,
    );
  });

  it('refuses an SVG with more elements than the limit, and takes one just within both limits', async () => {
    const flat = (count: number) => `<svg ${NS}>${'<rect width="1" height="1"/>'.repeat(count)}</svg>`;
    const tooMany = await svgRoutes['company logo'](svgFile(flat(SVG_LIMITS.maxElements)));
    expect(tooMany.status).toBe(400);
    expect(tooMany.message).toBe('logo: the SVG has too many elements (more than 10,000)');
    const deepest = await svgRoutes['company logo'](
      svgFile(
        `<svg ${NS}>${nested(SVG_LIMITS.maxDepth - 2, '<g>', '</g>', '<rect width="1" height="1"/>')}${'<rect/>'.repeat(SVG_LIMITS.maxElements - SVG_LIMITS.maxDepth)}</svg>`,
      ),
    );
    expect(deepest.status).toBe(201);
    const tooDeep = await svgRoutes['company logo'](
      svgFile(`<svg ${NS}>${nested(SVG_LIMITS.maxDepth - 1, '<g>', '</g>', '<rect/>')}</svg>`),
    );
    expect(tooDeep.status).toBe(400);
  });

  it('refuses an SVG whose prolog never ends (80 kB of unclosed <!--) at once, and one whose body is full of them is cleaned quickly', async () => {
    const started = performance.now();
    const prolog = await svgRoutes['company logo'](svgFile(`${'<!--'.repeat(20_000)}<svg ${NS}></svg>`));
    expect(prolog.status).toBe(400);
    const body = await svgRoutes['company logo'](
      svgFile(`<svg ${NS}><rect width="1" height="1"/>${'<!--'.repeat(20_000)}</svg>`),
    );
    expect(body.status).toBe(201);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('refuses 30,000 nested <div> in rich text with a 400 naming the field, on every rich-text route', async () => {
    const bomb = nested(30_000, '<div>', '</div>', 'x');
    const message = `content: the text is nested too deeply (more than ${RICH_TEXT_LIMITS.maxDepth} levels)`;
    let legal = await server.app.inject({ method: 'GET', url: '/healthz' });
    const figures = await whilePollingHealth(server, async () => {
      legal = await server.app.inject({
        method: 'POST',
        url: '/api/guides/add',
        payload: { title: 'Terms', content: bomb },
      });
    });
    console.log(
      `markup (${process.env.TEST_DB ?? 'pglite'}): 30,000 nested <div>: slowest /healthz ${figures.slowestHealth.toFixed(0)} ms, event loop's longest stall ${figures.longestStall.toFixed(0)} ms`,
    );
    expect(legal.statusCode).toBe(400);
    expect(legal.json()).toMatchObject({ success: false, message, field: 'content' });
    const job = await server.app.inject({
      method: 'POST',
      url: '/api/job/add',
      payload: {
        title: 'Driver',
        department: 'Ops',
        salary: '4500 USD Monthly',
        location: 'Casablanca',
        description: 'Drive',
        overview: 'Drive',
        content: bomb,
      },
    });
    expect(job.statusCode).toBe(400);
    expect(job.json().message).toBe(message);
    const article = await send(server.app, 'POST', '/blog/create', {
      subtitle: 'Sub',
      title: 'Title',
      creator: 'Sara',
      date: '2026-11-11',
      readTime: '5',
      description: 'About',
      category: 'Fulfillment',
      slug: 'nested-bomb',
      metaDescription: 'Meta',
      content: bomb,
    });
    expect(article.status).toBe(400);
    expect(article.body.message).toBe(message);
    const tooMany = await server.app.inject({
      method: 'POST',
      url: '/api/guides/add',
      payload: { title: 'Terms', content: '<br>'.repeat(RICH_TEXT_LIMITS.maxElements + 1) },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('content: the text has too many elements (more than 20,000)');
  });

  it('keeps /healthz answering within 200 ms while the worst accepted SVG and rich text are cleaned', async () => {
    const svg = worstAcceptedSvg(4 * 1024 * 1024 - 64 * 1024);
    const html = worstAcceptedRichText(990_000);
    // The requests are built beforehand: the test's own work is not the server's.
    // Measured up to three times: on a shared machine another process can take the CPU for a moment in any one
    // measurement, while sanitising on the event loop (the defect this guards against) stalls every one for seconds.
    const attempts: string[] = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const section = multipartBody(
        {
          title: `Worst ${attempt}`,
          sectionType: 'general',
          order: '999',
          page: 'home',
          'generalSection.heading': 'Heading',
          'generalSection.description': 'Text',
          'generalSection.caption': '',
          'generalSection.buttons': '[]',
          'generalSection.imageDimensions': '{}',
        },
        { image: { data: Buffer.from(svg), filename: `worst-${attempt}.svg`, type: 'image/svg+xml' } },
      );
      const legalBody = JSON.stringify({ title: `Long terms ${attempt}`, content: html });
      let imageUrl = '';
      const figures = await whilePollingHealth(server, async () => {
        const image = await server.app.inject({
          method: 'POST',
          url: '/api/section/create',
          headers: section.headers,
          payload: section.payload,
        });
        expect(image.statusCode, image.body.slice(0, 200)).toBe(201);
        imageUrl = image.json().data.generalSection.image;
        const legal = await server.app.inject({
          method: 'POST',
          url: '/api/guides/add',
          headers: { 'content-type': 'application/json' },
          payload: legalBody,
        });
        expect(legal.statusCode, legal.body.slice(0, 200)).toBe(201);
      });
      // The same time with nothing to do: what the machine itself costs (another process's turn on the CPU).
      const idle = await whilePollingHealth(
        server,
        () => new Promise((resolve) => setTimeout(resolve, figures.seconds * 1000)),
      );
      expect(server.contents.get(imageUrl)!.length).toBeGreaterThan(3_000_000);
      expect(figures.polls).toBeGreaterThan(3);
      const line =
        `markup (${process.env.TEST_DB ?? 'pglite'}), attempt ${attempt}: worst accepted SVG ${(svg.length / 1e6).toFixed(1)} MB and rich text ${(html.length / 1e6).toFixed(1)} MB; ` +
        `${figures.polls} /healthz polls in ${figures.seconds.toFixed(1)} s, slowest ${figures.slowestHealth.toFixed(0)} ms; event loop's longest stall ${figures.longestStall.toFixed(0)} ms ` +
        `(idle, the same time: slowest /healthz ${idle.slowestHealth.toFixed(0)} ms, longest stall ${idle.longestStall.toFixed(0)} ms)`;
      console.log(line);
      attempts.push(line);
      // Each /healthz within 200 ms (the bound), and the loop's longest stall, which also counts the moments
      // no poll was waiting, within 200 ms: both beyond the machine's own figure when the server does nothing.
      if (figures.slowestHealth <= 200 + idle.slowestHealth && figures.longestStall <= 200 + idle.longestStall) return;
    }
    expect.fail(`the event loop stalled beyond 200 ms in every measurement:\n${attempts.join('\n')}`);
  }, 180_000);

  /** `url(` written with CSS escapes, in attributes, a style attribute and a <style> element. */
  const ESCAPED_URLS = {
    'hex escape': `<rect width="1" height="1" fill="u\\72l(https://evil.example/a)"/>`,
    'six-digit escape and its space': `<rect width="1" height="1" stroke="u\\000072 l(https://evil.example/b)"/>`,
    'every letter escaped, upper case': `<circle r="1" fill="\\55\\52\\4c(https://evil.example/c)"/>`,
    'escaped plain letter': `<rect width="1" height="1" fill="u\\rl(https://evil.example/d)"/>`,
    'escape written as an entity': `<rect width="1" height="1" clip-path="u&#92;72l(https://evil.example/e)"/>`,
    'comment inside': `<rect width="1" height="1" mask="/**/u\\72l(/**/https://evil.example/f)"/>`,
    'local and outside together': `<linearGradient id="g"/><rect width="1" height="1" fill="url(#g) u\\72l(https://evil.example/g)"/>`,
    'style attribute': `<rect width="1" height="1" style="fill:u\\72l(https://evil.example/h)"/>`,
    '<style> element': `<style>rect{fill:u\\72l(https://evil.example/i)}</style><rect width="1" height="1"/>`,
  };

  for (const where of Object.keys(svgRoutes)) {
    it(`${where}: a CSS-escaped url( to an outside address is not stored, whatever its form`, async () => {
      for (const [name, inner] of Object.entries(ESCAPED_URLS)) {
        const answer = await svgRoutes[where](svgFile(`<svg ${NS}>${inner}</svg>`));
        expect(answer.status, name).toBeLessThan(300);
        const kept = server.contents.get(answer.url!)!.toString('utf8');
        expect(kept, name).not.toMatch(/evil|\\|style/i);
      }
      // A reference inside the document still works.
      const local = await svgRoutes[where](
        svgFile(`<svg ${NS}><linearGradient id="g"/><rect width="1" height="1" fill="url(#g)"/></svg>`),
      );
      expect(server.contents.get(local.url!)!.toString('utf8')).toContain('fill="url(#g)"');
    });
  }
});
