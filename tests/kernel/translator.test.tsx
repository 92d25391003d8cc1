import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { addMessages, chooseLanguage, createI18n } from '../../packages/kernel/src/i18n/i18n';
import { MessagesNamespace, useMessages, type Translate } from '../../packages/kernel/src/i18n/use-messages';

/*
 * useMessages hands each screen a translator that remembers the texts it has looked up (i18next copies its whole
 * options object for every lookup). What it shows must still follow the language and every catalog added later.
 */
const seen: Translate[] = [];

function Labels() {
  const { t, language } = useMessages();
  seen.push(t);
  return (
    <p data-testid="labels">
      {language}: {t('Shipping rates')} / {t('Save')} / {t('{{count}} rates', { count: 2 })}
    </p>
  );
}

/** The labels of the "shipping" plugin's screen in an app with this i18n instance. */
function labelsIn(i18n: ReturnType<typeof createI18n>) {
  return (
    <I18nextProvider i18n={i18n}>
      <MessagesNamespace.Provider value="shipping">
        <Labels />
      </MessagesNamespace.Provider>
    </I18nextProvider>
  );
}

describe('the translator of a screen', () => {
  it('follows the language at once, keeps one function per language between renders, and shows catalogs added later', async () => {
    seen.length = 0;
    const i18n = createI18n('en', () => {});
    addMessages(i18n, 'shipping', {
      en: { '{{count}} rates_one': '{{count}} rate', '{{count}} rates_other': '{{count}} rates' },
      fr: { '{{count}} rates_other': '{{count}} tarifs' },
    });
    const view = render(labelsIn(i18n));
    expect(screen.getByTestId('labels')).toHaveTextContent('en: Shipping rates / Save / 2 rates');

    await act(() => chooseLanguage(i18n, 'fr'));
    expect(screen.getByTestId('labels')).toHaveTextContent('fr: Shipping rates / Enregistrer / 2 tarifs');

    view.rerender(labelsIn(i18n));
    expect(seen.at(-1)).toBe(seen.at(-2));

    // A plugin's catalog arriving after its texts were first shown (a plugin started later, a reload in development).
    act(() => addMessages(i18n, 'shipping', { fr: { 'Shipping rates': 'Tarifs de livraison' } }));
    view.rerender(labelsIn(i18n));
    expect(screen.getByTestId('labels')).toHaveTextContent('fr: Tarifs de livraison / Enregistrer / 2 tarifs');

    await act(() => chooseLanguage(i18n, 'en'));
    expect(screen.getByTestId('labels')).toHaveTextContent('en: Shipping rates / Save / 2 rates');
  });
});
