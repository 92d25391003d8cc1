import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import sectionsPlugin from '@backoffice/plugin-sections';
import { renderApp } from '../../support/render-app';
import { FakeApi } from '../../support/fake-api';
import { dialogButton } from '../../support/dialogs-and-files';

const WARNING = 'You have unsaved changes. Leave this page and lose them?';

// A file of its own: after the other forms' cases in one file, its second question did not always show.
describe('home description hero form', () => {
  it('warns before unsaved changes are lost: Stay keeps them, Leave goes', async () => {
    const user = userEvent.setup();
    const api = new FakeApi().on('get', '/hero/get-general-section', [404, { success: false, message: 'Not found' }]);
    await renderApp({ plugins: [sectionsPlugin], api, path: '/home-descr-hero/add' });
    await user.type(await screen.findByLabelText('Heading'), 'Typed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(WARNING)).toBeInTheDocument();
    await user.click(dialogButton('Stay'));
    await waitFor(() => expect(screen.queryByText(WARNING)).not.toBeInTheDocument());
    expect(screen.getByLabelText('Heading')).toHaveValue('Typed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(WARNING)).toBeInTheDocument();
    await user.click(dialogButton('Leave'));
    expect(await screen.findByRole('button', { name: 'Add the description hero' })).toBeInTheDocument();
  });
});
