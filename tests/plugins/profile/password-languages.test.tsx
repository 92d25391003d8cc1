import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import profilePlugin from '@backoffice/plugin-profile';
import { renderApp } from '../../support/render-app';
import { sampleAdmin } from '../../support/fake-api';
import { collectMissing } from '../../support/screen-languages';
import { loadedCatalogs, missingIn } from '../../support/message-coverage';
import { KERNEL_MESSAGES } from '../../../packages/kernel/src/i18n/messages';
import { translations as english } from '@zxcvbn-ts/language-en';

// Issue 38: the password rule's messages carry a number (at least 12 characters); in French and Arabic the
// strength meter shows them translated, the number kept.
const profile = { ...sampleAdmin, updatedAt: '2026-11-20T10:00:00.000Z' };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the password rule’s messages in French and Arabic', () => {
  it('include every warning and suggestion of zxcvbn in both catalogs', async () => {
    const catalogs = await loadedCatalogs(KERNEL_MESSAGES);
    const sentences = [...Object.values(english.warnings), ...Object.values(english.suggestions)];
    expect(sentences.length).toBeGreaterThan(25);
    expect(missingIn(catalogs, 'fr', sentences)).toEqual([]);
    expect(missingIn(catalogs, 'ar', sentences)).toEqual([]);
  });

  it.each([
    [
      'fr',
      'Nouveau mot de passe',
      'Le mot de passe doit comporter au moins 12 caractères',
      'Le mot de passe ne peut pas être composé uniquement d’espaces',
    ],
    [
      'ar',
      'كلمة المرور الجديدة',
      'يجب أن تتكون كلمة المرور من 12 حرفًا على الأقل',
      'لا يمكن أن تتكون كلمة المرور من مسافات فقط',
    ],
  ] as const)(
    'in %s: too short, then only spaces',
    async (language, label, tooShort, onlySpaces) => {
      const missing = collectMissing();
      const user = userEvent.setup();
      await renderApp({ plugins: [profilePlugin], path: '/edit-profile', signedInAs: profile, language });
      const password = await screen.findByLabelText(label, { exact: false, selector: 'input' });
      await user.type(password, 'short1');
      expect(await screen.findByText(tooShort)).toBeInTheDocument();
      await user.clear(password);
      await user.type(password, ' '.repeat(13));
      // Once the estimator has loaded, zxcvbn's own warning follows, translated sentence by sentence too.
      expect(await screen.findByText((text) => text.startsWith(`${onlySpaces}.`))).toBeInTheDocument();
      expect(screen.queryByText(/The password|easy to guess/)).not.toBeInTheDocument();
      expect(missing()).toEqual([]);
    },
    120_000,
  );
});
