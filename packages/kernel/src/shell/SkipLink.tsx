import type { MouseEvent } from 'react';
import { useMessages } from '../i18n/use-messages';

/** The id of the shell's main area, which the skip link moves focus to. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first Tab stop of every screen: 'Skip to main content', visible only when focused (WCAG 2.4.1). It moves
 * focus to the main area itself, so the next Tab reaches the screen's first control, not the sidebar's 29 entries.
 */
export function SkipLink() {
  const { t } = useMessages();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  return (
    <a className="bo-skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      {t('Skip to main content')}
    </a>
  );
}
