import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Input } from 'antd';
import { definePlugin, englishText, FormField, FormPage, useMessages, useRecordForm } from '@backoffice/kernel';
import { addMessages, createI18n } from '../../packages/kernel/src/i18n/i18n';
import { messageText } from '../../packages/kernel/src/i18n/message-text';
import type { Translate } from '../../packages/kernel/src/i18n/use-messages';
import { renderApp } from '../support/render-app';
import { expectFormRefused } from '../support/dialogs-and-files';
import { collectMissing } from '../support/screen-languages';

// Issue 38: a check's English message that carries numbers ('Name must be at most 20 characters') is shown in the
// admin's language through the catalog's template it was made from (packages/kernel/src/i18n/message-text.ts).

const MAX_NAME = 20;

function TeamForm() {
  const { t } = useMessages();
  const form = useRecordForm({
    initial: { name: '', members: '' },
    rules: {
      name: {
        required: 'Please enter a name',
        check: (name) =>
          name.length > MAX_NAME ? englishText('Name must be at most {{max}} characters', { max: MAX_NAME }) : null,
      },
    },
    // The form's own problem, once every field keeps its rule: a count, so plurals apply.
    validate: (values) =>
      Number(values.members) > 3 ? englishText('A team has at most {{count}} members', { count: 3 }) : null,
    save: async () => undefined,
    failureMessage: t('The team could not be saved'),
    done: () => undefined,
  });
  return (
    <FormPage title={t('New team')} form={form} onCancel={() => undefined}>
      <FormField label={t('Name')} id="team-name" name="name">
        <Input id="team-name" value={form.values.name} onChange={(event) => form.set('name', event.target.value)} />
      </FormField>
      <FormField label={t('Members')} id="team-members" name="members">
        <Input
          id="team-members"
          value={form.values.members}
          onChange={(event) => form.set('members', event.target.value)}
        />
      </FormField>
    </FormPage>
  );
}

const teams = definePlugin({
  id: 'teams',
  routes: [{ path: '/teams/new', screen: async () => ({ default: TeamForm }) }],
  messages: {
    en: {
      'A team has at most {{count}} members_one': 'A team has at most {{count}} member',
      'A team has at most {{count}} members_other': 'A team has at most {{count}} members',
    },
    fr: {
      'New team': 'Nouvelle équipe',
      Name: 'Nom',
      Members: 'Membres',
      'The team could not be saved': 'L’équipe n’a pas pu être enregistrée',
      'Please enter a name': 'Veuillez saisir un nom',
      'Name must be at most {{max}} characters': 'Le nom doit comporter au plus {{max}} caractères',
      'A team has at most {{count}} members_one': 'Une équipe compte au plus {{count}} membre',
      'A team has at most {{count}} members_other': 'Une équipe compte au plus {{count}} membres',
    },
    ar: {
      'New team': 'فريق جديد',
      Name: 'الاسم',
      Members: 'الأعضاء',
      'The team could not be saved': 'تعذّر حفظ الفريق',
      'Please enter a name': 'يُرجى إدخال اسم',
      'Name must be at most {{max}} characters': 'يجب ألا يتجاوز الاسم {{max}} حرفًا',
      'A team has at most {{count}} members_zero': 'لا أعضاء في الفريق',
      'A team has at most {{count}} members_one': 'عضو واحد على الأكثر في الفريق',
      'A team has at most {{count}} members_two': 'عضوان على الأكثر في الفريق',
      'A team has at most {{count}} members_few': 'يضم الفريق {{count}} أعضاء على الأكثر',
      'A team has at most {{count}} members_many': 'يضم الفريق {{count}} عضوًا على الأكثر',
      'A team has at most {{count}} members_other': 'يضم الفريق {{count}} عضو على الأكثر',
    },
  },
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('checks whose messages carry numbers', () => {
  it.each([
    ['fr', 'Le nom doit comporter au plus 20 caractères', 'Une équipe compte au plus 3 membres', 'Enregistrer'],
    ['ar', 'يجب ألا يتجاوز الاسم 20 حرفًا', 'يضم الفريق 3 أعضاء على الأكثر', 'حفظ'],
    ['en', 'Name must be at most 20 characters', 'A team has at most 3 members', 'Save'],
  ] as const)(
    'in %s: a field’s message and the form’s own, with their numbers, and no English left',
    async (language, tooLong, tooMany, save) => {
      const missing = collectMissing();
      const user = userEvent.setup();
      await renderApp({ plugins: [teams], path: '/teams/new', language });
      await screen.findByRole('heading', {
        name: { fr: 'Nouvelle équipe', ar: 'فريق جديد', en: 'New team' }[language],
      });
      const name = screen.getByLabelText({ fr: 'Nom', ar: 'الاسم', en: 'Name' }[language], { exact: false });
      await user.type(name, 'x'.repeat(MAX_NAME + 1));
      await user.click(screen.getByRole('button', { name: save }));
      await expectFormRefused(/./);
      expect(await screen.findByText(tooLong)).toBeInTheDocument();

      await user.clear(name);
      await user.type(name, 'Night shift');
      await user.type(screen.getByLabelText({ fr: 'Membres', ar: 'الأعضاء', en: 'Members' }[language]), '5');
      await user.click(screen.getByRole('button', { name: save }));
      expect(await screen.findByText(tooMany, { selector: '.bo-form-summary *' })).toBeInTheDocument();
      if (language !== 'en') expect(screen.queryByText(/at most/)).not.toBeInTheDocument();
      expect(missing()).toEqual([]);
    },
    120_000,
  );
});

describe('messageText', () => {
  const i18n = createI18n('fr', () => {});
  addMessages(i18n, 'cards', {
    fr: {
      'Button {{number}} is missing text': 'Le bouton {{number}} n’a pas de texte',
      'Button {{number}} in Card {{card}} is missing text':
        'Le bouton {{number}} de la carte {{card}} n’a pas de texte',
      '{{name}}': 'jamais ceci',
      '{{count}} rows_other': '{{count}} lignes',
      'Plain text': 'Texte simple',
    },
  });
  const t = i18n.getFixedT('fr', 'cards') as unknown as Translate;
  const text = (message: string) => messageText(i18n, t, 'cards', message);

  it('finds the most specific template, fills in its numbers, and keeps plain translations', () => {
    expect(text('Button 2 is missing text')).toBe('Le bouton 2 n’a pas de texte');
    expect(text('Button 1 in Card 12 is missing text')).toBe('Le bouton 1 de la carte 12 n’a pas de texte');
    expect(text('1,024 rows')).toBe('1024 lignes');
    expect(text('Plain text')).toBe('Texte simple');
  });

  it('translates a message of several sentences one by one, an unknown one staying English', () => {
    expect(text('Plain text. Button 3 is missing text')).toBe('Texte simple. Le bouton 3 n’a pas de texte');
    expect(text('Plain text. Something else.')).toBe('Texte simple. Something else.');
  });

  it('shows a message already in the admin`s language as it is, reporting nothing missing', () => {
    const missing: string[] = [];
    const reporting = createI18n('fr', (language, namespace, key) => missing.push(`${language} ${namespace} ${key}`));
    addMessages(reporting, 'cards', { fr: { 'Plain text': 'Texte simple' } });
    const translate = reporting.getFixedT('fr', 'cards') as unknown as Translate;
    // A form that gave `t('Plain text')` as a field's message: the field translates what it is given.
    expect(messageText(reporting, translate, 'cards', 'Texte simple')).toBe('Texte simple');
    expect(messageText(reporting, translate, 'cards', 'Plain text')).toBe('Texte simple');
    expect(missing).toEqual([]);
    expect(messageText(reporting, translate, 'cards', 'Not in any catalog')).toBe('Not in any catalog');
    expect(missing).toEqual(['fr cards Not in any catalog']);
  });

  it('uses what a catalog gains later (a plugin`s texts merged into it): templates and texts already in French', () => {
    const later = createI18n('fr', () => {});
    addMessages(later, 'cards', { fr: { 'Plain text': 'Texte simple' } });
    const translate = later.getFixedT('fr', 'cards') as unknown as Translate;
    expect(messageText(later, translate, 'cards', 'Card 4 has no image')).toBe('Card 4 has no image');
    expect(messageText(later, translate, 'cards', 'Carte sans titre')).toBe('Carte sans titre');
    addMessages(later, 'cards', {
      fr: { 'Card {{number}} has no image': 'La carte {{number}} n’a pas d’image', Untitled: 'Carte sans titre' },
    });
    expect(messageText(later, translate, 'cards', 'Card 4 has no image')).toBe('La carte 4 n’a pas d’image');
    expect(messageText(later, translate, 'cards', 'Card 4 has no image. Untitled')).toBe(
      'La carte 4 n’a pas d’image. Carte sans titre',
    );
  });

  it('fills placeholders with numbers only: other text never passes for a template it resembles', () => {
    expect(text('Button OK is missing text')).toBe('Button OK is missing text');
    expect(text('Deleted 3 rows')).toBe('Deleted 3 rows');
    expect(text('42')).toBe('42');
  });
});
