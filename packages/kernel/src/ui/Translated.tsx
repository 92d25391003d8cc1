import { useMessages } from '../i18n/use-messages';

/**
 * A text in the admin's language where a hook cannot be called (a column title built outside a component):
 * looked up in the screen's catalog, then the kernel's.
 */
export function Translated({ text, values }: { text: string; values?: Record<string, unknown> }) {
  const { t } = useMessages();
  return <>{t(text, values)}</>;
}
