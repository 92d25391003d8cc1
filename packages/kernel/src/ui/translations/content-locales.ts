import { useEffect, useState } from 'react';
import type { ContentLocales, TranslationsApi } from '@backoffice/contracts';
import type { ApiClient } from '../../core/api';
import { Api } from '../../core/tokens';
import { useService } from '../../core/services-context';

// The site's locales change only with a restart: asked once per API client (a failed ask is asked again).
const asked = new WeakMap<ApiClient, Promise<ContentLocales | null>>();

function contentLocalesOf(api: ApiClient): Promise<ContentLocales | null> {
  let answer = asked.get(api);
  if (!answer) {
    answer = api
      .get<TranslationsApi['locales']>('/translations/locales')
      .then((locales) => (Array.isArray(locales?.locales) && locales.kinds ? locales : null))
      .catch(() => {
        asked.delete(api);
        // A backend without translations: the editor and the column stay hidden.
        return null;
      });
    asked.set(api, answer);
  }
  return answer;
}

/** The site's content locales (CONTENT_LOCALES) and translatable fields; null while loading or when the backend has none. */
export function useContentLocales(): ContentLocales | null {
  const api = useService(Api);
  const [locales, setLocales] = useState<ContentLocales | null>(null);
  useEffect(() => {
    let current = true;
    void contentLocalesOf(api).then((answer) => {
      if (current) setLocales(answer);
    });
    return () => {
      current = false;
    };
  }, [api]);
  return locales;
}
