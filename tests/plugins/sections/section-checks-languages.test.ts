import { describe, expect, it, vi } from 'vitest';
import sectionsPlugin from '@backoffice/plugin-sections';
import { addMessages, createI18n } from '../../../packages/kernel/src/i18n/i18n';
import { messageText } from '../../../packages/kernel/src/i18n/message-text';
import type { Translate } from '../../../packages/kernel/src/i18n/use-messages';
import { cardEditor, newButton } from '../../../packages/plugins/sections/src/section-model';
import { validateBanner } from '../../../packages/plugins/sections/src/screens/BannerEditor';
import { loadedCatalogs } from '../../support/message-coverage';

// Issue 38: the sections' checks that name a card or a button by its number return English with the number
// written in (`englishText`); the kit shows them in French and Arabic through the catalog's template.

const catalogs = await loadedCatalogs(sectionsPlugin.messages);
const card = (title: string, buttonTexts: string[]) => ({
  title,
  subtitle: '',
  description: '',
  imageDimensions: {},
  storedImageDimensions: {},
  buttons: buttonTexts.map((text, index) => ({ ...newButton(index), text })),
});
const draft = (cards: ReturnType<typeof card>[]) => ({ ...cardEditor.empty(), heading: 'Services', cards });

function shown(language: 'fr' | 'ar' | 'en', message: string) {
  const report = vi.fn();
  const i18n = createI18n(language, report);
  addMessages(i18n, 'sections', catalogs);
  const text = messageText(i18n, i18n.getFixedT(language, 'sections') as unknown as Translate, 'sections', message);
  return { text, reported: report.mock.calls.map((call) => call[2] as string) };
}

describe('the sections’ numbered checks in French and Arabic', () => {
  const missingTitle = cardEditor.validate(draft([card('Storage', []), card('', [])]) as never)!;
  const missingButtonText = cardEditor.validate(
    draft([card('Storage', ['Go']), card('Transport', ['Read', ' '])]) as never,
  )!;
  const bannerButton = validateBanner('Sale', {
    heading: 'Sale',
    buttons: [newButton(0), { ...newButton(1), text: '' }],
  })!;

  it('are English with their numbers, as the spec writes them', () => {
    expect([missingTitle, missingButtonText, bannerButton]).toEqual([
      'Card 2 is missing a title',
      'Button 2 in Card 2 is missing text',
      'Button 2 is missing text',
    ]);
    expect(shown('en', missingTitle).text).toBe('Card 2 is missing a title');
  });

  it.each([
    ['fr', 'La carte 2 n’a pas de titre', 'Le bouton 2 de la carte 2 n’a pas de texte', 'Le bouton 2 n’a pas de texte'],
    ['ar', 'البطاقة 2 بلا عنوان', 'الزر 2 في البطاقة 2 بلا نص', 'الزر 2 بلا نص'],
  ] as const)('are shown in %s with their numbers, none reported missing', (language, title, buttonInCard, button) => {
    const answers = [missingTitle, missingButtonText, bannerButton].map((message) => shown(language, message));
    expect(answers.map((answer) => answer.text)).toEqual([title, buttonInCard, button]);
    expect(answers.flatMap((answer) => answer.reported)).toEqual([]);
  });
});
