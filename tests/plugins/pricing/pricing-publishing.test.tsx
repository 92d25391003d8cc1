import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import pricingPlugin from '@backoffice/plugin-pricing';
import { renderApp } from '../../support/render-app';
import type { Admin, PricingPlan } from '@backoffice/contracts';
import { FakeApi, sampleAdmin } from '../../support/fake-api';
import { dialogButton, formEntries, pngFile } from '../../support/dialogs-and-files';

const editor: Admin = { ...sampleAdmin, role: 'editor', permissions: ['read', 'content:write'] };
const SOON = '2030-05-01T08:00:00.000Z';
const base = {
  monthlyPrice: 49,
  yearlyPrice: 490,
  description: 'For new sellers',
  features: ['COD'],
  media: '',
  createdAt: '2026-03-01T10:00:00.000Z',
  publishAt: null,
  unpublishAt: null,
};
const plans: PricingPlan[] = [
  {
    ...base,
    _id: 'p1',
    planName: 'Live plan',
    row: 1,
    updatedAt: '2026-03-10T10:00:00.000Z',
    status: 'published',
    state: 'published',
  },
  {
    ...base,
    _id: 'p2',
    planName: 'Draft plan',
    row: 2,
    updatedAt: '2026-03-11T10:00:00.000Z',
    status: 'draft',
    state: 'draft',
  },
  {
    ...base,
    _id: 'p3',
    planName: 'Changed plan',
    row: 3,
    updatedAt: '2026-03-12T10:00:00.000Z',
    status: 'published',
    state: 'changed',
  },
  {
    ...base,
    _id: 'p4',
    planName: 'Scheduled plan',
    row: 4,
    updatedAt: '2026-03-13T10:00:00.000Z',
    status: 'draft',
    state: 'scheduled',
    publishAt: SOON,
  },
];
const api = () => new FakeApi().on('get', '/pricingModel/get', [200, { success: true, data: { data: plans } }]);
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('pricing plan publishing', () => {
  it('tags each plan of the list with its state', async () => {
    await renderApp({ plugins: [pricingPlugin], api: api(), path: '/pricing' });
    await screen.findByText('Live plan');
    expect(within(rowOf('Live plan')).getByText('Published')).toBeInTheDocument();
    expect(within(rowOf('Draft plan')).getByText('Draft')).toBeInTheDocument();
    expect(within(rowOf('Changed plan')).getByText('Changed')).toBeInTheDocument();
    expect(within(rowOf('Scheduled plan')).getByText('Scheduled')).toBeInTheDocument();
  });

  it('saves a published plan as a draft with a publish time; its new image goes with the same choice', async () => {
    const user = userEvent.setup();
    const fake = api()
      .on('put', '/pricingModel/update/:id', [200, { success: true, data: plans[0] }])
      .on('put', '/pricingModel/media/:id', [200, { success: true, data: plans[0] }]);
    await renderApp({ plugins: [pricingPlugin], api: fake, path: '/pricing/edit-pricing?id=p1' });
    await screen.findByRole('heading', { name: 'Edit Live plan' });
    const bar = screen.getByRole('region', { name: 'Publishing' });
    expect(within(bar).getByText('Published')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Description' }), ' and more');
    await user.upload(screen.getByLabelText('Media'), pngFile(200, 120, 'plan.png'));
    await user.click(within(bar).getByLabelText('Save as draft'));
    await user.type(within(bar).getByLabelText('Publish at'), '2030-05-01T10:00:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await waitFor(() => dialogButton('Confirm')));
    await waitFor(() => expect(fake.callsTo('put', '/pricingModel/media/p1')).toHaveLength(1));
    const publishAt = new Date('2030-05-01T10:00:00').toISOString();
    expect(fake.callsTo('put', '/pricingModel/update/p1')[0].body).toMatchObject({
      description: 'For new sellers and more',
      status: 'draft',
      publishAt,
    });
    expect(formEntries(fake.callsTo('put', '/pricingModel/media/p1')[0].body)).toMatchObject({ status: 'draft' });
  });

  it('publishes a draft as it is: no "No changes made", the status is sent', async () => {
    const user = userEvent.setup();
    const fake = api().on('put', '/pricingModel/update/:id', [200, { success: true, data: plans[1] }]);
    await renderApp({ plugins: [pricingPlugin], api: fake, path: '/pricing/edit-pricing?id=p2' });
    await screen.findByRole('heading', { name: 'Edit Draft plan' });
    const bar = screen.getByRole('region', { name: 'Publishing' });
    expect(within(bar).getByLabelText('Save as draft')).toBeChecked();
    await user.click(within(bar).getByLabelText('Publish on save'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await waitFor(() => dialogButton('Confirm')));
    await waitFor(() => expect(fake.callsTo('put', '/pricingModel/update/p2')).toHaveLength(1));
    expect(fake.callsTo('put', '/pricingModel/update/p2')[0].body).toMatchObject({ status: 'published' });
  });

  it('offers an editor drafts only, and opens the preview of the plan', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const url = 'https://www.example.com/pricing?preview=pricing.1.sig';
    const fake = api().on('post', '/publishing/:kind/:id/preview', [
      200,
      { success: true, data: { url, token: 'pricing.1.sig', expiresAt: SOON } },
    ]);
    await renderApp({ plugins: [pricingPlugin], api: fake, path: '/pricing/edit-pricing?id=p3', signedInAs: editor });
    await screen.findByRole('heading', { name: 'Edit Changed plan' });
    const bar = screen.getByRole('region', { name: 'Publishing' });
    expect(within(bar).getByText(/saved as a draft; an admin publishes them/)).toBeInTheDocument();
    expect(within(bar).queryByLabelText('Publish on save')).not.toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(url, '_blank', 'noopener'));
    expect(fake.callsTo('post', '/publishing/pricing/p3/preview')).toHaveLength(1);
  });
});
