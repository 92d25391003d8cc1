import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import pricingPlugin from '@backoffice/plugin-pricing';
import { renderApp } from '../../support/render-app';
import type { Admin } from '@backoffice/contracts';
import { FakeApi, sampleAdmin } from '../../support/fake-api';
import { pricingPlan } from './fixtures';
import { dialogButton, expectDialog, formEntries, pngFile, expectFormRefused } from '../../support/dialogs-and-files';

const plan = pricingPlan({ features: ['COD', 'Call center'] });
const viewer: Admin = { ...sampleAdmin, role: 'viewer', permissions: ['read'] };
const api = () => new FakeApi().on('get', '/pricingModel/get', [200, { success: true, data: { data: [plan] } }]);

async function openEditor(fake: FakeApi) {
  const user = userEvent.setup();
  await renderApp({ plugins: [pricingPlugin], api: fake, path: '/pricing' });
  await user.click(await screen.findByLabelText('Edit Starter'));
  expect(await screen.findByRole('heading', { name: 'Edit Starter' })).toBeInTheDocument();
  return user;
}

describe('pricing editor', () => {
  it("says 'No changes made', then 'Please fill all the fields' without a feature", async () => {
    const user = await openEditor(api());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('No changes made');
    await user.click(screen.getByLabelText('Remove feature 2'));
    await user.click(screen.getByLabelText('Remove feature 1'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('Please fill all the fields');
  });

  it('adds features up to 10 (the button then disabled, 10/10), confirms and sends JSON with the version', async () => {
    const fake = api().on('put', '/pricingModel/update/:id', [200, { success: true, data: plan }]);
    const user = await openEditor(fake);
    const add = () => screen.getByRole('button', { name: /Add Feature/ });
    expect(add()).toHaveTextContent('2/10');
    for (let count = 3; count <= 10; count += 1) {
      await user.click(add());
      await user.type(screen.getByLabelText(`Feature ${count}`), `Benefit ${count}`);
    }
    expect(add()).toHaveTextContent('10/10');
    expect(add()).toBeDisabled();
    await user.clear(screen.getByLabelText('Monthly Price (USD)'));
    await user.type(screen.getByLabelText('Monthly Price (USD)'), '59.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Woah! It seems that this plan has changed a lot!')).toBeInTheDocument();
    await user.click(dialogButton('Confirm'));
    await waitFor(() => expect(fake.callsTo('put', '/pricingModel/update/p1')).toHaveLength(1));
    const sent = fake.callsTo('put', '/pricingModel/update/p1')[0].body as Record<string, unknown>;
    expect(sent).toMatchObject({
      planName: 'Starter',
      monthlyPrice: 59.5,
      yearlyPrice: 490,
      updatedAt: plan.updatedAt,
    });
    expect(sent.features).toHaveLength(10);
    expect(await screen.findByRole('heading', { name: 'Pricing' })).toBeInTheDocument();
  });

  it('uploads a chosen image with its own call after the plan, and only that call when nothing else changed', async () => {
    const withImage = { ...plan, media: '/uploads/pricing/old.png' };
    const fake = new FakeApi()
      .on('get', '/pricingModel/get', [200, { success: true, data: { data: [withImage] } }])
      .on('put', '/pricingModel/update/:id', [
        200,
        { success: true, data: { ...withImage, updatedAt: '2026-03-11T10:00:00.000Z' } },
      ])
      .on('put', '/pricingModel/media/:id', [200, { success: true, data: withImage }]);
    const user = await openEditor(fake);
    expect(screen.getByRole('img', { name: 'Media preview' })).toHaveAttribute('src', '/uploads/pricing/old.png');
    await user.upload(screen.getByLabelText('Media'), pngFile(200, 120, 'starter.png'));
    expect(await screen.findByText(/starter\.png/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await waitFor(() => dialogButton('Confirm')));
    await waitFor(() => expect(fake.callsTo('put', '/pricingModel/media/p1')).toHaveLength(1));
    expect(fake.callsTo('put', '/pricingModel/update/p1')).toHaveLength(0);
    const sent = formEntries(fake.callsTo('put', '/pricingModel/media/p1')[0].body);
    expect((sent.media as File).name).toBe('starter.png');
    expect(sent.updatedAt).toBe(plan.updatedAt);
  });

  it('removes the image and saves the text first, the image call then carrying the new version', async () => {
    const withImage = { ...plan, media: '/uploads/pricing/old.png' };
    const fake = new FakeApi()
      .on('get', '/pricingModel/get', [200, { success: true, data: { data: [withImage] } }])
      .on('put', '/pricingModel/update/:id', [
        200,
        { success: true, data: { ...withImage, updatedAt: '2026-03-11T10:00:00.000Z' } },
      ])
      .on('put', '/pricingModel/media/:id', [200, { success: true, data: { ...withImage, media: '' } }]);
    const user = await openEditor(fake);
    await user.click(screen.getByRole('button', { name: 'delete Remove' }));
    expect(screen.getByText('No image')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Description'), ' and growing shops');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await waitFor(() => dialogButton('Confirm')));
    await waitFor(() => expect(fake.callsTo('put', '/pricingModel/media/p1')).toHaveLength(1));
    expect(fake.callsTo('put', '/pricingModel/update/p1')[0].body).toMatchObject({
      description: 'For new sellers and growing shops',
      media: '/uploads/pricing/old.png',
    });
    expect(formEntries(fake.callsTo('put', '/pricingModel/media/p1')[0].body)).toEqual({
      updatedAt: '2026-03-11T10:00:00.000Z',
      removeMedia: 'true',
    });
  });

  it('offers no Edit to a viewer, and a failed save keeps the form', async () => {
    await renderApp({
      plugins: [pricingPlugin],
      api: api(),
      path: '/pricing',
      signedInAs: viewer,
    });
    expect(await screen.findByText('Starter')).toBeInTheDocument();
    expect(screen.queryByLabelText('Edit Starter')).not.toBeInTheDocument();
  });

  it('keeps the form when the server refuses', async () => {
    const fake = api().on('put', '/pricingModel/update/:id', [
      400,
      { success: false, message: 'A plan has at most 10 features' },
    ]);
    const user = await openEditor(fake);
    await user.type(screen.getByLabelText('Description'), ' and more');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(dialogButton('Confirm'));
    await expectDialog('A plan has at most 10 features');
    expect(screen.getByLabelText('Description')).toHaveValue('For new sellers and more');
  });
});
