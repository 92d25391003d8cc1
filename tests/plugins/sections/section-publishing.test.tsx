import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import sectionsPlugin from '@backoffice/plugin-sections';
import { renderApp } from '../../support/render-app';
import type { Admin, PublishState, PublishStatus, RevisionEntry, SectionRecord } from '@backoffice/contracts';
import { FakeApi, sampleAdmin, type FakeRequest } from '../../support/fake-api';
import { section as sectionRecord } from './fixtures';
import { pickDate } from '../../support/date-fields';

/** Sections' State column, publish bar and History restore (docs/editorial-workflow.md). */
const editor: Admin = { ...sampleAdmin, role: 'editor', permissions: ['read', 'content:write'] };
const SOON = '2030-05-01T08:00:00.000Z';
const section = (
  id: string,
  title: string,
  status: PublishStatus,
  state: PublishState,
  publishAt: string | null = null,
): SectionRecord =>
  sectionRecord({
    _id: id,
    title,
    order: 1,
    sectionType: 'general',
    page: 'home',
    isActive: true,
    updatedAt: '2026-11-01T10:00:00.000Z',
    status,
    state,
    publishAt,
    unpublishAt: null,
    generalSection: {
      imageDimensions: {},
      heading: `${title} heading`,
      description: '',
      caption: '',
      image: '',
      buttons: [],
    },
  });
const sections = [
  section('s1', 'Why us', 'published', 'published'),
  section('s2', 'New offer', 'draft', 'draft'),
  section('s3', 'Pricing teaser', 'published', 'changed'),
  section('s4', 'Launch', 'draft', 'scheduled', SOON),
];
const api = () =>
  new FakeApi()
    .on('get', '/sections/home', [200, { success: true, sections }])
    .on('put', '/section/update/:id', [200, { success: true, message: 'Section updated', data: sections[1] }]);
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('section publishing', () => {
  it('tags each section of a page with its publishing state', async () => {
    await renderApp({ plugins: [sectionsPlugin], api: api(), path: '/home' });
    await screen.findByText('Why us');
    expect(within(rowOf('Why us')).getByText('Published')).toBeInTheDocument();
    expect(within(rowOf('New offer')).getByText('Draft')).toBeInTheDocument();
    expect(within(rowOf('Pricing teaser')).getByText('Changed')).toBeInTheDocument();
    expect(within(rowOf('Launch')).getByText('Scheduled')).toBeInTheDocument();
  });

  it('publishes a draft section as it is, with a time to unpublish it, beside its isActive', async () => {
    const user = userEvent.setup();
    const fake = api();
    await renderApp({ plugins: [sectionsPlugin], api: fake, path: '/edit-section?page=home&id=s2' });
    await screen.findByDisplayValue('New offer heading');
    const bar = await screen.findByRole('region', { name: 'Publishing' });
    await waitFor(() => expect(within(bar).getByLabelText('Save as draft')).toBeChecked());
    await user.click(within(bar).getByLabelText('Publish on save'));
    pickDate(within(bar).getByLabelText('Unpublish at', { exact: true }), '2030-05-01T10:00:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: /^(ok|confirm|yes)$/i }));
    await waitFor(() => expect(fake.callsTo('put', '/section/update/s2')).toHaveLength(1));
    const body = fake.callsTo('put', '/section/update/s2')[0].body as FormData;
    expect(body.get('status')).toBe('published');
    expect(body.get('isActive')).toBe('true');
    expect(body.get('unpublishAt')).toBe(new Date('2030-05-01T10:00:00').toISOString());
  });

  it('sends no publishing field on a plain save of a published section (it stays live)', async () => {
    const user = userEvent.setup();
    const fake = api();
    await renderApp({ plugins: [sectionsPlugin], api: fake, path: '/edit-section?page=home&id=s1' });
    const title = await screen.findByLabelText('Title');
    await user.type(title, ' now');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: /^(ok|confirm|yes)$/i }));
    await waitFor(() => expect(fake.callsTo('put', '/section/update/s1')).toHaveLength(1));
    const plain = fake.callsTo('put', '/section/update/s1')[0].body as FormData;
    expect(plain.get('title')).toBe('Why us now');
    expect(plain.get('status')).toBeNull();
  });

  it('offers an editor drafts only; Preview opens the site with the draft', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const url = 'https://www.example.com/home?section=why-us&preview=sections.1.sig';
    const fake = api().on('post', '/publishing/:kind/:id/preview', [
      200,
      { success: true, data: { url, token: 'sections.1.sig', expiresAt: SOON } },
    ]);
    await renderApp({
      plugins: [sectionsPlugin],
      api: fake,
      path: '/edit-section?page=home&id=s1',
      signedInAs: editor,
    });
    await screen.findByDisplayValue('Why us heading');
    const bar = await screen.findByRole('region', { name: 'Publishing' });
    expect(within(bar).getByText(/saved as a draft; an admin publishes them/)).toBeInTheDocument();
    await user.click(await within(bar).findByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(url, '_blank', 'noopener'));
    expect(fake.callsTo('post', '/publishing/sections/s1/preview')).toHaveLength(1);
  });

  it("restores an older version's title and body from the History", async () => {
    const user = userEvent.setup();
    const versions: RevisionEntry[] = [
      {
        _id: 'r2',
        kind: 'sections',
        recordId: 's1',
        version: 2,
        createdAt: '2026-11-19T10:00:00.000Z',
        adminName: 'Kofi Mensah',
        action: 'update',
        restoredFrom: null,
      },
      {
        _id: 'r1',
        kind: 'sections',
        recordId: 's1',
        version: 1,
        createdAt: '2026-11-18T09:00:00.000Z',
        adminName: 'Amina Haddad',
        action: 'create',
        restoredFrom: null,
      },
    ];
    const fake = api()
      .on('get', '/activity/history/sections/s1', [200, { success: true, data: [] }])
      .on('get', '/revisions', [200, { success: true, data: versions }])
      .on('get', '/revisions/:id', (request: FakeRequest) => {
        const id = request.url.split('/').pop()!;
        const data = {
          title: 'Old title',
          sectionType: 'general',
          generalSection: { heading: 'Old heading', description: '', caption: '', image: '', buttons: [] },
        };
        const version = versions.find((entry) => entry._id === id);
        if (!version) return [404, { success: false, message: 'Revision not found' }];
        return [200, { success: true, data: { ...version, data } }];
      })
      .on('post', '/presence', [200, { success: true, data: { mine: true, lost: false, holder: null } }])
      .on('post', '/presence/leave', [200, { success: true, message: 'Left the editor' }]);
    await renderApp({ plugins: [sectionsPlugin], api: fake, path: '/edit-section?page=home&id=s1' });
    await screen.findByDisplayValue('Why us heading');
    await user.click(screen.getByRole('button', { name: /History/ }));
    const drawer = await screen.findByRole('dialog');
    await user.click(await within(drawer).findByRole('button', { name: 'Restore version 1' }));
    await user.click(await screen.findByRole('button', { name: /^(ok|confirm|yes)$/i }));
    await waitFor(() => expect(fake.callsTo('put', '/section/update/s1')).toHaveLength(1));
    const body = fake.callsTo('put', '/section/update/s1')[0].body as FormData;
    expect(body.get('title')).toBe('Old title');
    expect(body.get('generalSection.heading')).toBe('Old heading');
  });
});
