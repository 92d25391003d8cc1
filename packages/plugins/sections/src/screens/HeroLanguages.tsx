import { Api, LocaleTags, useContentLocales, useMessages, useService } from '@backoffice/kernel';
import { SINGLETON_RECORD_ID, type TranslationsApi } from '@backoffice/contracts';
import { useEffect, useState } from 'react';

/**
 * The languages the home hero is complete in: a list's Languages column, for the one hero (shown on its form).
 * Nothing on a one-language site, or before the hero exists.
 */
export function HeroLanguages({ exists }: { exists: boolean }) {
  const { t } = useMessages();
  const api = useService(Api);
  const site = useContentLocales();
  const [complete, setComplete] = useState<string[] | null>(null);
  const several = (site?.locales.length ?? 0) > 1;
  useEffect(() => {
    if (!several || !exists) return;
    let current = true;
    api.get<TranslationsApi['completeness']>('/translations/home-hero').then(
      (rows) => current && setComplete(rows.find((row) => row.id === SINGLETON_RECORD_ID)?.complete ?? []),
      () => current && setComplete(null),
    );
    return () => {
      current = false;
    };
  }, [api, several, exists]);
  if (!site || !several || !exists || !complete) return null;
  return (
    <div
      role="group"
      aria-label={t('Languages')}
      style={{ display: 'flex', gap: 8, alignItems: 'center', marginBlock: '8px 16px' }}
    >
      <span style={{ fontWeight: 500 }}>{t('Languages')}</span>
      <LocaleTags locales={site.locales} complete={complete} />
    </div>
  );
}
