import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradientPng } from '../../packages/server/src/seed/demo-images';
import { send, startContentServer, type ContentServer } from './content-server';

let server: ContentServer;
beforeAll(async () => {
  server = await startContentServer();
});
afterAll(async () => {
  await server?.close();
});

const png = () => new File([new Uint8Array(gradientPng(80, 40, [30, 120, 200]))], 'wide.png', { type: 'image/png' });

describe("a section's imageDimensions", () => {
  it('are stored as the editor measured them and listed with the section', async () => {
    const created = await send(server.app, 'POST', '/section/create', {
      title: 'Sized', sectionType: 'general', isActive: 'true', createdBy: 'Admin', order: '1', page: 'banners-component',
      'generalSection.heading': 'Ship more', 'generalSection.description': '', 'generalSection.caption': '', 'generalSection.buttons': '[]',
      'generalSection.imageDimensions': JSON.stringify({ width: 80, height: 40 }), image: png(),
    });
    expect(created.status).toBe(201);
    const listed = (await send(server.app, 'GET', '/sections/banners-component')).body.sections as Array<{ generalSection: { imageDimensions: unknown } }>;
    expect(listed.map((section) => section.generalSection.imageDimensions)).toEqual([{ width: 80, height: 40 }]);
  });
});
