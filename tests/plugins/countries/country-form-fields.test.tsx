import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import countriesPlugin from '@backoffice/plugin-countries';
import { renderApp } from '../../support/render-app';
import { FakeApi } from '../../support/fake-api';
import type { Region } from '@backoffice/contracts';
import { northAfrica } from './fixtures';
import { expectFieldMessage, pngFile, saveRefusedOnField, expectFormRefused } from '../../support/dialogs-and-files';

const northAfricaRegion = northAfrica('2026-11-01T10:00:00.000Z');
const [morocco, egypt] = northAfricaRegion.countries;
// Egypt stored without a flag: an edit must bring one.
const regions: Region[] = [{ ...northAfricaRegion, countries: [morocco, { ...egypt, flag: '' }] }];
const api = () => new FakeApi().on('get', '/getAllCountries', [200, { success: true, data: { data: regions } }]);
const TEXT_FIELDS = ['Country', 'Region', 'Region description'];

async function openAdd(fake: FakeApi) {
  const user = userEvent.setup({ applyAccept: false });
  await renderApp({ plugins: [countriesPlugin], api: fake, path: '/explore/countries-covered/add' });
  await screen.findByLabelText('Country');
  return user;
}

async function openEdit(fake: FakeApi, id: string, country: string) {
  const user = userEvent.setup({ applyAccept: false });
  await renderApp({ plugins: [countriesPlugin], api: fake, path: `/explore/countries-covered/edit?id=${id}` });
  await waitFor(() => expect(screen.getByLabelText('Country')).toHaveValue(country));
  return user;
}

/** The flag's part of the form: its message and outline are there, and focus goes inside it. */
const flagField = () => document.querySelector<HTMLElement>('[data-field="flag"]')!;

describe('country form: field-level errors', () => {
  it('marks the required fields, the flag included when adding', async () => {
    await openAdd(api());
    for (const label of [...TEXT_FIELDS, 'Flag'])
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('radiogroup', { name: 'Status' })).toHaveAttribute('aria-required', 'true');
  });

  it('an empty form keeps the summary, shows each message on its field and focuses the first', async () => {
    const user = await openAdd(api());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('Please fill all fields');
    const country = screen.getByLabelText('Country');
    expectFieldMessage(country, 'Please enter the country');
    expect(screen.getByLabelText('Region')).toHaveAccessibleDescription('Please enter the region');
    expect(screen.getByLabelText('Region description')).toHaveAccessibleDescription(
      'Please enter the region description',
    );
    expectFieldMessage(screen.getByLabelText('Flag'), 'Please choose a flag image');
    expect(screen.getByRole('button', { name: /Upload/ })).toHaveAccessibleDescription('Please choose a flag image');
    expect(screen.getByRole('radiogroup', { name: 'Status' })).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(country).toHaveFocus());
    // Fixing a field takes its message away; the others stay.
    await user.type(country, 'Tunisia');
    expect(country).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please enter the country')).not.toBeInTheDocument();
    expect(screen.getByText('Please choose a flag image')).toBeInTheDocument();
  });

  it('a missing flag alone is shown on the flag picker, which takes focus; choosing one clears it', async () => {
    const user = await openAdd(api());
    await user.type(screen.getByLabelText('Country'), 'Tunisia');
    await user.type(screen.getByLabelText('Region'), 'Maghreb');
    await user.type(screen.getByLabelText('Region description'), 'West');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('Please fill all fields');
    expect(flagField()).toHaveClass('bo-field-invalid');
    expect(screen.getByLabelText('Flag')).toHaveAccessibleDescription('Please choose a flag image');
    expect(screen.getByLabelText('Country')).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(flagField()).toContainElement(document.activeElement as HTMLElement));
    await user.upload(screen.getByLabelText('Flag'), pngFile(60, 40, 'tn.png'));
    await waitFor(() => expect(screen.getByLabelText('Flag file')).toHaveTextContent('tn.png'));
    await waitFor(() => expect(screen.getByLabelText('Flag')).not.toHaveAttribute('aria-invalid'));
    expect(screen.queryByText('Please choose a flag image')).not.toBeInTheDocument();
    expect(flagField()).not.toHaveClass('bo-field-invalid');
  });

  it('editing: the stored flag makes a new one optional; an emptied field is marked, counted in the summary line', async () => {
    const user = await openEdit(api(), 'c1', 'Morocco');
    expect(screen.getByLabelText('Flag')).not.toHaveAttribute('aria-required');
    const description = screen.getByLabelText('Region description');
    await user.clear(description);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('All fields are required!');
    expectFieldMessage(description, 'Please enter the region description');
    expect(screen.getByLabelText('Flag')).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(description).toHaveFocus());
  });

  it('editing a country stored without a flag requires one', async () => {
    const user = await openEdit(api(), 'c2', 'Egypt');
    expect(screen.getByLabelText('Flag')).toHaveAttribute('aria-required', 'true');
    await user.type(screen.getByLabelText('Region description'), ' and the Nile');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('All fields are required!');
    expect(screen.getByLabelText('Flag')).toHaveAccessibleDescription('Please choose a flag image');
  });

  it('a server 400 that names a field is shown on that field', async () => {
    const fake = api().on('put', '/editCountry/:id', [
      400,
      { success: false, message: 'country contains a character that is not allowed', field: 'country' },
    ]);
    const user = await openEdit(fake, 'c1', 'Morocco');
    await user.type(screen.getByLabelText('Country'), ' (north)');
    const country = await saveRefusedOnField(user, 'Country', 'country contains a character that is not allowed');
    expect(country).toHaveValue('Morocco (north)');
  });
});
