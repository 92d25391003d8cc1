import { useId } from 'react';
import { useService } from '../core/services-context';
import { Languages } from '../core/tokens';
import { ADMIN_LANGUAGES, isAdminLanguage } from '../i18n/languages';
import { useMessages } from '../i18n/use-messages';

/**
 * The sign-in screen's language choice (plain HTML, like the rest of that screen): before signing in, the
 * browser's language applies; a choice here is remembered in this browser.
 */
export function LanguagePicker() {
  const { t, language } = useMessages();
  const languages = useService(Languages);
  const id = useId();
  return (
    <div className="bo-signin-language">
      <label htmlFor={id}>{t('Language')}</label>
      <select
        id={id}
        value={language}
        onChange={(event) => {
          if (isAdminLanguage(event.target.value)) void languages.choose(event.target.value, false);
        }}
      >
        {ADMIN_LANGUAGES.map((option) => (
          <option key={option.code} value={option.code} lang={option.code}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}
