import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import pricingPlugin from '@backoffice/plugin-pricing';
import { renderApp } from '../../support/render-app';
import { FakeApi } from '../../support/fake-api';
import { pricingPlan } from './fixtures';
import { dialogButton, pngFile } from '../../support/dialogs-and-files';
import { altTextSaved, describeAndSave, expectAltTextAsked, withMediaLibrary } from '../../support/media-library-fake';

/** A plan's image is a content image (issue 37): a new one joins the library with its alt text before the plan's call. */
const plan = pricingPlan();

// A whole editor rendered twice over in jsdom: slow on a busy machine.
vi.setConfig({ testTimeout: 150_000 });

describe('pricing media alt text', () => {
  it('refuses Save while the chosen image has no alt text, then adds it to the library with its text', async () => {
    const user = userEvent.setup();
    const fake = withMediaLibrary(new FakeApi())
      .on('get', '/pricingModel/get', [200, { success: true, data: { data: [plan] } }])
      .on('put', '/pricingModel/media/:id', [200, { success: true, data: plan }]);
    await renderApp({ plugins: [pricingPlugin], api: fake, path: '/pricing' });
    await user.click(await screen.findByLabelText('Edit Starter'));
    expect(await screen.findByRole('heading', { name: 'Edit Starter' })).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Media'), pngFile(200, 120, 'starter.png'));
    await screen.findByLabelText('Alt text');
    await expectAltTextAsked(user, fake);
    expect(fake.callsTo('put', '/pricingModel/media/p1')).toHaveLength(0);
    await describeAndSave(user, 'A parcel handed over at the door');
    await user.click(await waitFor(() => dialogButton('Confirm')));
    await waitFor(() => expect(fake.callsTo('put', '/pricingModel/media/p1')).toHaveLength(1));
    expect(fake.callsTo('post', '/media')).toHaveLength(1);
    expect(altTextSaved(fake)).toMatchObject([{ alt: 'A parcel handed over at the door', decorative: false }]);
  });
});
