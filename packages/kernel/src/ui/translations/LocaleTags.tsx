import { useEffect, useState } from 'react';
import { Space, Tag, Tooltip } from 'antd';
import type { TranslationKind, TranslationsApi } from '@backoffice/contracts';
import { Api } from '../../core/tokens';
import { useService } from '../../core/services-context';
import { useMessages } from '../../i18n/use-messages';
import type { ListColumn } from '../list-columns';
import { useContentLocales } from './content-locales';

/** The site's locales as tags, those the record is complete in coloured, the others struck through. */
export function LocaleTags({ locales, complete }: { locales: readonly string[]; complete: readonly string[] }) {
  const { t } = useMessages();
  return (
    <Space size={2} wrap>
      {locales.map((locale) => {
        const done = complete.includes(locale);
        return (
          <Tooltip
            key={locale}
            title={done ? t('Complete in {{locale}}', { locale }) : t('Not translated into {{locale}}', { locale })}
          >
            <Tag
              color={done ? 'green' : undefined}
              data-locale={locale}
              data-complete={done}
              style={done ? undefined : { textDecoration: 'line-through', opacity: 0.6 }}
            >
              {locale}
            </Tag>
          </Tooltip>
        );
      })}
    </Space>
  );
}

/**
 * The Languages column of a list of translatable records (when the site has several content locales): which
 * locales each record is complete in. Read once each time the list is shown; null on a one-language site (or
 * without a kind: a list that is not translated).
 */
export function useTranslationsColumn<T>(
  kind: TranslationKind | null,
  idOf: (record: T) => string,
): ListColumn<T> | null {
  const api = useService(Api);
  const { t } = useMessages();
  const site = useContentLocales();
  const [complete, setComplete] = useState<Map<string, string[]> | null>(null);
  const several = (site?.locales.length ?? 0) > 1;
  useEffect(() => {
    if (!several || !kind) return;
    let current = true;
    api.get<TranslationsApi['completeness']>(`/translations/${kind}`).then(
      (rows) => current && setComplete(new Map(rows.map((row) => [row.id, row.complete]))),
      () => current && setComplete(new Map()),
    );
    return () => {
      current = false;
    };
  }, [api, kind, several]);
  if (!site || !several || !kind) return null;
  return {
    title: t('Languages'),
    key: 'languages',
    width: 150,
    render: (_value: unknown, record: T) =>
      complete ? <LocaleTags locales={site.locales} complete={complete.get(idOf(record)) ?? []} /> : null,
  } as ListColumn<T>;
}
