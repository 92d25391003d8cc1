import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import sectionsPlugin from '@backoffice/plugin-sections';
import { renderApp } from '../../support/render-app';
import { FakeApi } from '../../support/fake-api';
import { generalHero, section as sectionRecord, sectionButton } from './fixtures';
import { expectFieldMessage, saveRefusedOnField, expectFormRefused } from '../../support/dialogs-and-files';

describe('home description hero form: field-level errors (kit rules)', () => {
  const stored = (hero: { heading: string; description: string }) =>
    new FakeApi().on('get', '/hero/get-general-section', [200, { success: true, generalSection: generalHero(hero) }]);

  it('marks heading and description required', async () => {
    const api = new FakeApi().on('get', '/hero/get-general-section', [404, { success: false, message: 'Not found' }]);
    await renderApp({ plugins: [sectionsPlugin], api, path: '/home-descr-hero/add' });
    expect(await screen.findByLabelText('Heading')).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText('Description')).toHaveAttribute('aria-required', 'true');
  });

  it('an empty field keeps the summary, shows its message on the field and takes focus', async () => {
    const user = userEvent.setup();
    await renderApp({
      plugins: [sectionsPlugin],
      api: stored({ heading: 'Deliver', description: '' }),
      path: '/home-descr-hero/edit',
    });
    expect(await screen.findByLabelText('Heading')).toHaveValue('Deliver');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('Please fill in all required fields');
    const description = screen.getByLabelText('Description');
    expectFieldMessage(description, 'Please enter the description');
    expect(screen.getByLabelText('Heading')).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(description).toHaveFocus());
    await user.type(description, 'Everywhere');
    expect(description).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please enter the description')).not.toBeInTheDocument();
  });

  it('a server 400 that names a field is shown on that field', async () => {
    const user = userEvent.setup();
    const api = stored({ heading: 'Deliver', description: 'Everywhere' }).on('put', '/hero/update-general-section', [
      400,
      { success: false, message: 'heading must be at most 300 characters', field: 'heading' },
    ]);
    await renderApp({ plugins: [sectionsPlugin], api, path: '/home-descr-hero/edit' });
    await user.type(await screen.findByLabelText('Heading'), ' fast');
    await saveRefusedOnField(user, 'Heading', 'heading must be at most 300 characters');
  });
});

describe('about-us card form: field-level errors (kit rules)', () => {
  const api = () => new FakeApi().on('get', '/card/get', [200, { success: true, cards: [] }]);

  async function openAdd(fake = api()) {
    const user = userEvent.setup();
    await renderApp({ plugins: [sectionsPlugin], api: fake, path: '/about-us/cards/add' });
    await screen.findByLabelText('Title');
    return user;
  }

  it('marks title, content and row required, not the media', async () => {
    await openAdd();
    for (const label of ['Title', 'Content', 'Row'])
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText('Media')).not.toHaveAttribute('aria-required');
  });

  it('empty fields keep the summary, each shows its message and the first takes focus', async () => {
    const user = await openAdd();
    await user.type(screen.getByLabelText('Title'), 'Our people');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('Please fill all the required fields.');
    const content = screen.getByLabelText('Content');
    expectFieldMessage(content, 'Please enter the content');
    expect(screen.getByLabelText('Row')).toHaveAccessibleDescription('Please enter the row');
    expect(screen.getByLabelText('Title')).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(content).toHaveFocus());
  });

  it('a row below 1 is refused on the row field', async () => {
    const user = await openAdd();
    await user.type(screen.getByLabelText('Title'), 'Our people');
    await user.type(screen.getByLabelText('Content'), 'Two hundred agents');
    await user.type(screen.getByLabelText('Row'), '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('Row must be a whole number from 1');
    const row = screen.getByLabelText('Row');
    expectFieldMessage(row, 'Row must be a whole number from 1');
    await waitFor(() => expect(row).toHaveFocus());
  });

  it('a server 400 that names a field is shown on that field', async () => {
    const fake = api().on('post', '/card/add', [
      400,
      { success: false, message: 'The content must be at most 4000 characters', field: 'content' },
    ]);
    const user = await openAdd(fake);
    await user.type(screen.getByLabelText('Title'), 'Our people');
    await user.type(screen.getByLabelText('Content'), 'Two hundred agents');
    await user.type(screen.getByLabelText('Row'), '2');
    await saveRefusedOnField(user, 'Content', 'The content must be at most 4000 characters');
  });
});

describe('section editor: field-level errors (kit rules and the editors’ fieldChecks)', () => {
  async function openAdd(fake = new FakeApi()) {
    const user = userEvent.setup();
    const api = fake.on('get', '/sections/sourcing-purchasing', [200, { success: true, sections: [] }]);
    await renderApp({ plugins: [sectionsPlugin], api, path: '/solutions/sourcing-purchasing' });
    await user.click(await screen.findByRole('button', { name: 'Add New Section' }));
    await screen.findByLabelText('Heading');
    return user;
  }

  it('marks the title and the general section’s heading required', async () => {
    await openAdd();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText('Heading')).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText('Description')).not.toHaveAttribute('aria-required');
  });

  it('an empty title and heading: the summary, both messages on their fields, the title takes focus', async () => {
    const user = await openAdd();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('Title is required');
    const title = screen.getByLabelText('Title');
    expectFieldMessage(title, 'Please enter the title');
    const heading = screen.getByLabelText('Heading');
    expectFieldMessage(heading, 'Please enter the heading');
    await waitFor(() => expect(title).toHaveFocus());
    // With the title typed, the type's own message is the summary and the heading takes focus.
    await user.type(title, 'Why us');
    expect(title).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('Heading is required for general section');
    expect(screen.getByLabelText('Heading')).toHaveAccessibleDescription('Please enter the heading');
    await waitFor(() => expect(screen.getByLabelText('Heading')).toHaveFocus());
    // Changing the draft takes its messages away.
    await user.type(screen.getByLabelText('Heading'), 'Ship faster');
    expect(screen.getByLabelText('Heading')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please enter the heading')).not.toBeInTheDocument();
  });

  it("a card section: a card's missing title and a card button's missing text are shown on them", async () => {
    const user = userEvent.setup();
    const section = sectionRecord({
      _id: 's1',
      title: 'Why us',
      order: 1,
      sectionType: 'card',
      page: 'sourcing-purchasing',
      updatedAt: '2026-11-01T10:00:00.000Z',
      cardSection: {
        image: '',
        imageDimensions: {},
        heading: 'Our services',
        description: '',
        caption: '',
        buttons: [],
        cards: [{ title: '', subtitle: '', description: '', image: '', buttons: [sectionButton('')] }],
      },
    });
    const api = new FakeApi().on('get', '/sections/sourcing-purchasing', [200, { success: true, sections: [section] }]);
    await renderApp({ plugins: [sectionsPlugin], api, path: '/solutions/sourcing-purchasing' });
    await user.click(await screen.findByRole('button', { name: /^Edit\b/ }));
    const cardTitle = await screen.findByLabelText('Card 1 title');
    expect(cardTitle).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText('Button 1 text')).toHaveAttribute('aria-required', 'true');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('Card 1 is missing a title');
    expectFieldMessage(cardTitle, 'Please enter the card title');
    const buttonText = screen.getByLabelText('Button 1 text');
    expectFieldMessage(buttonText, 'Please enter the button text');
    expect(screen.getByLabelText('Heading')).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(cardTitle).toHaveFocus());
  });

  it("the banner editor: an empty banner title and a button's missing text are shown on them", async () => {
    const user = userEvent.setup();
    const banner = sectionRecord({
      _id: 'b1',
      title: '',
      order: 1,
      sectionType: 'general',
      page: 'banners-component',
      generalSection: {
        image: '',
        imageDimensions: {},
        heading: 'Ship for less',
        description: 'x',
        caption: 'y',
        buttons: [sectionButton('Start'), sectionButton('', 1)],
      },
    });
    const api = new FakeApi().on('get', '/sections/banners-component', [200, { success: true, sections: [banner] }]);
    await renderApp({ plugins: [sectionsPlugin], api, path: '/banners' });
    await user.click(await screen.findByRole('button', { name: /^Edit\b/ }));
    const title = await screen.findByLabelText('Banner Title*');
    await screen.findByLabelText('Heading*');
    expect(title).toHaveAttribute('aria-required', 'true');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('Banner title is required');
    expect(title).toHaveAccessibleDescription('Please enter the banner title');
    expect(screen.getByLabelText('Button 2 text')).toHaveAccessibleDescription('Please enter the button text');
    expect(screen.getByLabelText('Button 1 text')).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(title).toHaveFocus());
    await user.type(title, 'Black Friday');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('Button 2 is missing text');
    const buttonText = screen.getByLabelText('Button 2 text');
    expect(buttonText).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(buttonText).toHaveFocus());
  });

  it('a server 400 that names the title is shown on it', async () => {
    const user = await openAdd(
      new FakeApi().on('post', '/section/create', [
        400,
        { success: false, message: 'title contains a character that is not allowed', field: 'title' },
      ]),
    );
    await user.type(screen.getByLabelText('Title'), 'Why us');
    await user.type(screen.getByLabelText('Heading'), 'Ship faster');
    await saveRefusedOnField(user, 'Title', 'title contains a character that is not allowed');
  });
});
