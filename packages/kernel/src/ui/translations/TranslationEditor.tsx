import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Alert, Button, Card, Input, Segmented, Typography } from 'antd';
import { SLUG_MAX_LENGTH, slugify, type TranslatableKind, type Translation, type TranslationsApi } from '@backoffice/contracts';
import { errorMessage } from '../../core/http';
import { Api } from '../../core/tokens';
import { useService } from '../../core/services-context';
import { useMessages } from '../../i18n/use-messages';
import { useContentLocales } from './content-locales';

/** A translatable field of the form: its name (as the translations API names it), its label and its default-locale text. */
export interface TranslatedField {
  name: string;
  label: string;
  /** The text in the default locale, as the form holds it now: shown beside the field being translated. */
  defaultText: string;
  multiline?: boolean;
  maxLength?: number;
}

export interface TranslationEditorProps {
  kind: TranslatableKind;
  /** The record (none yet while it is being added: it is translated once saved). */
  id?: string;
  fields: TranslatedField[];
  /**
   * For a kind with slugs: the field whose translation suggests the locale's slug while it has none and none was
   * typed ('الشحن إلى المغرب' → `الشحن-إلى-المغرب`; the shared rule, packages/contracts/src/slugs.ts).
   */
  slugFrom?: string;
}

// Right-to-left scripts among the usual content locales: their fields are written right to left.
const RTL = new Set(['ar', 'fa', 'he', 'ur']);
const directionOf = (locale: string) => (RTL.has(locale.split('-')[0]) ? 'rtl' : 'ltr');
// Enter in a one-line field must not submit the record's own form around it.
const keepEnter = (event: KeyboardEvent) => {
  if (event.key === 'Enter') event.preventDefault();
};

/**
 * The locale switcher of a form page (docs/content-in-several-languages.md): the default locale is the form
 * above; another locale shows each translatable field with the default-locale text beside it, and saves that
 * locale's text on its own (with its version: a change made meanwhile is refused, never overwritten). Shown
 * only when the site has several content locales.
 */
export function TranslationEditor({ kind, id, fields, slugFrom }: TranslationEditorProps) {
  const { t } = useMessages();
  const api = useService(Api);
  const site = useContentLocales();
  const [locale, setLocale] = useState<string | null>(null);
  const [translation, setTranslation] = useState<Translation | null>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  const [slug, setSlug] = useState('');
  // Whether the slug is the translator's (saved before, or typed): the title no longer suggests it.
  const [slugChosen, setSlugChosen] = useState(false);
  const [status, setStatus] = useState<'idle' | 'loading' | 'saving' | 'saved'>('idle');
  const [error, setError] = useState<string | null>(null);
  const baseId = useId();
  const defaultLocale = site?.defaultLocale ?? '';
  const hasSlug = site?.kinds[kind]?.slug ?? false;
  const loadFailure = t('The translation could not be loaded. Please try again.');

  useEffect(() => {
    if (!id || !locale || locale === defaultLocale) return;
    let current = true;
    setStatus('loading');
    setError(null);
    api.get<TranslationsApi['read']>(`/translations/${kind}/${id}/${locale}`).then(
      (loaded) => {
        if (!current) return;
        setTranslation(loaded);
        setValues(loaded.fields);
        setSlug(loaded.slug);
        setSlugChosen(loaded.slug !== '');
        setStatus('idle');
      },
      (failure) => {
        if (!current) return;
        setError(errorMessage(failure, loadFailure));
        setStatus('idle');
      },
    );
    return () => {
      current = false;
    };
  }, [api, kind, id, locale, defaultLocale, loadFailure]);

  if (!site || site.locales.length < 2) return null;
  const chosen = locale ?? defaultLocale;

  const save = async () => {
    if (!id || !translation) return;
    setStatus('saving');
    setError(null);
    try {
      const saved = await api.put<TranslationsApi['save']>(`/translations/${kind}/${id}/${chosen}`, {
        fields: Object.fromEntries(fields.map((field) => [field.name, values[field.name] ?? ''])),
        ...(hasSlug ? { slug } : {}),
        ...(translation.updatedAt ? { updatedAt: translation.updatedAt } : {}),
      });
      setTranslation(saved);
      setStatus('saved');
    } catch (failure) {
      setError(errorMessage(failure, t('The translation could not be saved. Please try again.')));
      setStatus('idle');
    }
  };

  return (
    <Card size="small" className="bo-translation-editor" title={t('Languages')} style={{ marginBlockStart: 16 }}>
      <Segmented
        aria-label={t('Content language')}
        value={chosen}
        options={site.locales.map((entry) => ({ value: entry, label: entry === defaultLocale ? t('{{locale}} (default)', { locale: entry }) : entry }))}
        onChange={(value) => {
          setLocale(String(value));
          setStatus('idle');
          setTranslation(null);
        }}
      />
      {chosen === defaultLocale && (
        <Typography.Paragraph type="secondary" style={{ marginBlock: '12px 0' }}>
          {id ? t('The fields above are the {{locale}} text. Choose another language to translate them.', { locale: defaultLocale }) : t('Save this record first, then translate it.')}
        </Typography.Paragraph>
      )}
      {chosen !== defaultLocale && id && (
        <div style={{ marginBlockStart: 12 }} data-translation-locale={chosen}>
          {error && <Alert type="error" showIcon message={error} style={{ marginBlockEnd: 12 }} />}
          {status === 'saved' && <Alert type="success" showIcon message={t('Translation saved')} style={{ marginBlockEnd: 12 }} />}
          {fields.map((field) => {
            const inputId = `${baseId}-${field.name}`;
            const change = (text: string) => {
              setValues((previous) => ({ ...previous, [field.name]: text }));
              if (hasSlug && field.name === slugFrom && !slugChosen) setSlug(slugify(text, SLUG_MAX_LENGTH));
              setStatus('idle');
            };
            const common = { id: inputId, value: values[field.name] ?? '', maxLength: field.maxLength, lang: chosen, dir: directionOf(chosen), disabled: !translation || status === 'saving' };
            return (
              <div key={field.name} style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))', gap: 12, marginBlockEnd: 16 }}>
                <div>
                  <label htmlFor={inputId} style={{ display: 'block', marginBlockEnd: 4, fontWeight: 500 }}>{t('{{field}} ({{locale}})', { field: t(field.label), locale: chosen })}</label>
                  {field.multiline
                    ? <Input.TextArea {...common} rows={5} onChange={(event) => change(event.target.value)} />
                    : <Input {...common} onKeyDown={keepEnter} onChange={(event) => change(event.target.value)} />}
                </div>
                <div className="bo-translation-source" aria-label={t('{{field}} in {{locale}}', { field: t(field.label), locale: defaultLocale })}>
                  <Typography.Text type="secondary" style={{ display: 'block', marginBlockEnd: 4 }}>{t('{{field}} in {{locale}}', { field: t(field.label), locale: defaultLocale })}</Typography.Text>
                  <div lang={defaultLocale} dir={directionOf(defaultLocale)} style={{ whiteSpace: 'pre-wrap', textAlign: 'start' }}>{field.defaultText}</div>
                </div>
              </div>
            );
          })}
          {hasSlug && (
            <div style={{ marginBlockEnd: 16 }}>
              <label htmlFor={`${baseId}-slug`} style={{ display: 'block', marginBlockEnd: 4, fontWeight: 500 }}>{t('Slug ({{locale}})', { locale: chosen })}</label>
              <Input
                id={`${baseId}-slug`} value={slug} maxLength={SLUG_MAX_LENGTH} lang={chosen} dir={directionOf(chosen)} disabled={!translation || status === 'saving'} onKeyDown={keepEnter}
                onChange={(event) => {
                  setSlug(event.target.value);
                  // Emptied, the slug is suggested by the title again.
                  setSlugChosen(event.target.value !== '');
                }}
              />
            </div>
          )}
          <Typography.Paragraph type="secondary">{t('A field left empty shows the {{locale}} text on the site.', { locale: defaultLocale })}</Typography.Paragraph>
          <Button type="primary" htmlType="button" loading={status === 'saving'} disabled={!translation} onClick={() => void save()}>
            {t('Save translation')}
          </Button>
        </div>
      )}
    </Card>
  );
}
