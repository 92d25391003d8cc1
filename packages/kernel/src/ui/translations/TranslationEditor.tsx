import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Alert, Button, Card, Input, Segmented, Typography } from 'antd';
import {
  altFieldOf,
  SLUG_MAX_LENGTH,
  slugify,
  type Translation,
  type TranslationKind,
  type TranslationsApi,
} from '@backoffice/contracts';
import { errorMessage } from '../../core/http';
import { Api } from '../../core/tokens';
import { useService } from '../../core/services-context';
import { useMessages } from '../../i18n/use-messages';
import { useContentLocales } from './content-locales';
import { ImageUploadField, type ImageRules } from '../ImageUploadField';

/** A translatable field of the form: its name (as the translations API names it), its label and its default-locale text. */
export interface TranslatedField {
  name: string;
  label: string;
  /** The text in the default locale, as the form holds it now: shown beside the field being translated. */
  defaultText: string;
  multiline?: boolean;
  maxLength?: number;
}

/**
 * An image that may differ per locale (an article's cover, a banner's image): the translation may hold its own
 * (uploaded or chosen from the media library) with its own alt text; without one the default image is shown.
 */
export interface TranslatedImage extends ImageRules {
  /** Its name in the translations API (`cover`, `image`); its alt text is `<name>Alt`. */
  name: string;
  label: string;
  /** The default locale's image as the form holds it now (its address), shown beside. */
  defaultUrl: string | null;
  hint?: string;
}

export interface TranslationEditorProps {
  /** A built-in kind ('faqs'…) or a plugin's declared content type, `ext:<plugin>:<type>` (a type only: no new runtime API). */
  kind: TranslationKind;
  /** The record (none yet while it is being added: it is translated once saved). */
  id?: string;
  fields: TranslatedField[];
  /** Its images that may differ per locale (the server's kinds list them). */
  images?: TranslatedImage[];
  /**
   * For a kind with slugs: the field whose translation suggests the locale's slug while it has none and none was
   * typed ('الشحن إلى المغرب' → `الشحن-إلى-المغرب`; the shared rule, packages/contracts/src/slugs.ts).
   */
  slugFrom?: string;
  /** The card's heading, in the admin's language, where a form has more than one editor; default "Languages". */
  title?: string;
}

// Right-to-left scripts among the usual content locales: their fields are written right to left.
const RTL = new Set(['ar', 'fa', 'he', 'ur']);
const directionOf = (locale: string) => (RTL.has(locale.split('-')[0]) ? 'rtl' : 'ltr');
// Enter in a one-line field must not submit the record's own form around it.
const keepEnter = (event: KeyboardEvent) => {
  if (event.key === 'Enter') event.preventDefault();
};

/** A translated field beside the default locale's text (one above the other when the editor is narrow). */
const SIDE_BY_SIDE = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  gap: 12,
  marginBlockEnd: 16,
} as const;

/**
 * The locale switcher of a form page (docs/content-in-several-languages.md): the default locale is the form
 * above; another locale shows each translatable field with the default-locale text beside it, and saves that
 * locale's text on its own (with its version: a change made meanwhile is refused, never overwritten). Shown
 * only when the site has several content locales.
 */
export function TranslationEditor({ kind, id, fields, images = [], slugFrom, title }: TranslationEditorProps) {
  const { t } = useMessages();
  const api = useService(Api);
  const site = useContentLocales();
  const [locale, setLocale] = useState<string | null>(null);
  const [translation, setTranslation] = useState<Translation | null>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  const [slug, setSlug] = useState('');
  // A new image chosen for this locale (from the computer or the library), uploaded when the translation is saved.
  const [files, setFiles] = useState<Record<string, File | null>>({});
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
        setFiles({});
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
    // A locale's own image is a content image: it is described in that locale (docs/media.md).
    const undescribed = images.find(
      (image) => (files[image.name] || values[image.name]) && !(values[altFieldOf(image.name)] ?? '').trim(),
    );
    if (undescribed) {
      setError(
        t('{{field}}: describe this image in its alt text ({{locale}})', {
          field: t(undescribed.label),
          locale: chosen,
        }),
      );
      return;
    }
    setStatus('saving');
    setError(null);
    try {
      const sent = { ...values };
      for (const image of images) {
        const file = files[image.name];
        if (!file) continue;
        // Stored in the media library first (the same bytes are the same file), then named by the translation.
        const stored = await api.upload<TranslationsApi['uploadImage']>(
          'POST',
          `/translations/${kind}/${id}/${chosen}/images/${image.name}`,
          { file },
        );
        sent[image.name] = stored.url;
      }
      const names = [
        ...fields.map((field) => field.name),
        ...images.flatMap((image) => [image.name, altFieldOf(image.name)]),
      ];
      const saved = await api.put<TranslationsApi['save']>(`/translations/${kind}/${id}/${chosen}`, {
        fields: Object.fromEntries(names.map((name) => [name, sent[name] ?? ''])),
        ...(hasSlug ? { slug } : {}),
        ...(translation.updatedAt ? { updatedAt: translation.updatedAt } : {}),
      });
      setTranslation(saved);
      setValues(saved.fields);
      setFiles({});
      setStatus('saved');
    } catch (failure) {
      setError(errorMessage(failure, t('The translation could not be saved. Please try again.')));
      setStatus('idle');
    }
  };

  return (
    <Card
      size="small"
      className="bo-translation-editor"
      title={title ?? t('Languages')}
      style={{ marginBlockStart: 16 }}
    >
      <Segmented
        aria-label={t('Content language')}
        value={chosen}
        options={site.locales.map((entry) => ({
          value: entry,
          label: entry === defaultLocale ? t('{{locale}} (default)', { locale: entry }) : entry,
        }))}
        onChange={(value) => {
          setLocale(String(value));
          setStatus('idle');
          setTranslation(null);
        }}
      />
      {chosen === defaultLocale && (
        <Typography.Paragraph type="secondary" style={{ marginBlock: '12px 0' }}>
          {id
            ? t('The fields above are the {{locale}} text. Choose another language to translate them.', {
                locale: defaultLocale,
              })
            : t('Save this record first, then translate it.')}
        </Typography.Paragraph>
      )}
      {chosen !== defaultLocale && id && (
        <div style={{ marginBlockStart: 12 }} data-translation-locale={chosen}>
          {error && <Alert type="error" showIcon message={error} style={{ marginBlockEnd: 12 }} />}
          {status === 'saved' && (
            <Alert type="success" showIcon message={t('Translation saved')} style={{ marginBlockEnd: 12 }} />
          )}
          {fields.map((field) => {
            const inputId = `${baseId}-${field.name}`;
            const change = (text: string) => {
              setValues((previous) => ({ ...previous, [field.name]: text }));
              if (hasSlug && field.name === slugFrom && !slugChosen) setSlug(slugify(text, SLUG_MAX_LENGTH));
              setStatus('idle');
            };
            const common = {
              id: inputId,
              value: values[field.name] ?? '',
              maxLength: field.maxLength,
              lang: chosen,
              dir: directionOf(chosen),
              disabled: !translation || status === 'saving',
            };
            return (
              <div key={field.name} style={SIDE_BY_SIDE}>
                <div>
                  <label htmlFor={inputId} style={{ display: 'block', marginBlockEnd: 4, fontWeight: 500 }}>
                    {t('{{field}} ({{locale}})', { field: t(field.label), locale: chosen })}
                  </label>
                  {field.multiline ? (
                    <Input.TextArea {...common} rows={5} onChange={(event) => change(event.target.value)} />
                  ) : (
                    <Input {...common} onKeyDown={keepEnter} onChange={(event) => change(event.target.value)} />
                  )}
                </div>
                <div
                  className="bo-translation-source"
                  aria-label={t('{{field}} in {{locale}}', { field: t(field.label), locale: defaultLocale })}
                >
                  <Typography.Text type="secondary" style={{ display: 'block', marginBlockEnd: 4 }}>
                    {t('{{field}} in {{locale}}', { field: t(field.label), locale: defaultLocale })}
                  </Typography.Text>
                  <div
                    lang={defaultLocale}
                    dir={directionOf(defaultLocale)}
                    style={{ whiteSpace: 'pre-wrap', textAlign: 'start' }}
                  >
                    {field.defaultText}
                  </div>
                </div>
              </div>
            );
          })}
          {images.map((image) => {
            const altId = `${baseId}-${image.name}-alt`;
            const altName = altFieldOf(image.name);
            const fieldLabel = t('{{field}} ({{locale}})', { field: t(image.label), locale: chosen });
            const { name: _name, label: _label, defaultUrl, hint, ...rules } = image;
            return (
              <div key={image.name} data-translated-image={image.name} style={SIDE_BY_SIDE}>
                <div>
                  <ImageUploadField
                    {...rules}
                    label={fieldLabel}
                    file={files[image.name] ?? null}
                    currentUrl={values[image.name] || null}
                    disabled={!translation || status === 'saving'}
                    emptyText={t('No image of its own: the {{locale}} image is shown', { locale: defaultLocale })}
                    hint={hint}
                    onChange={(file) => {
                      setFiles((previous) => ({ ...previous, [image.name]: file }));
                      setStatus('idle');
                    }}
                    onRemove={() => {
                      setFiles((previous) => ({ ...previous, [image.name]: null }));
                      if (!files[image.name]) setValues((previous) => ({ ...previous, [image.name]: '' }));
                      setStatus('idle');
                    }}
                  />
                  <label htmlFor={altId} style={{ display: 'block', margin: '8px 0 4px', fontWeight: 500 }}>
                    {t('Alt text ({{locale}})', { locale: chosen })}
                  </label>
                  <Input
                    id={altId}
                    value={values[altName] ?? ''}
                    maxLength={1000}
                    lang={chosen}
                    dir={directionOf(chosen)}
                    disabled={!translation || status === 'saving'}
                    onKeyDown={keepEnter}
                    onChange={(event) => {
                      const text = event.target.value;
                      setValues((previous) => ({ ...previous, [altName]: text }));
                      setStatus('idle');
                    }}
                  />
                </div>
                <div
                  className="bo-translation-source"
                  aria-label={t('{{field}} in {{locale}}', { field: t(image.label), locale: defaultLocale })}
                >
                  <Typography.Text type="secondary" style={{ display: 'block', marginBlockEnd: 4 }}>
                    {t('{{field}} in {{locale}}', { field: t(image.label), locale: defaultLocale })}
                  </Typography.Text>
                  {defaultUrl ? (
                    <img src={defaultUrl} alt="" style={{ maxWidth: '100%', maxHeight: 160, objectFit: 'contain' }} />
                  ) : (
                    <Typography.Text type="secondary">{t('No image')}</Typography.Text>
                  )}
                </div>
              </div>
            );
          })}
          {hasSlug && (
            <div style={{ marginBlockEnd: 16 }}>
              <label htmlFor={`${baseId}-slug`} style={{ display: 'block', marginBlockEnd: 4, fontWeight: 500 }}>
                {t('Slug ({{locale}})', { locale: chosen })}
              </label>
              <Input
                id={`${baseId}-slug`}
                value={slug}
                maxLength={SLUG_MAX_LENGTH}
                lang={chosen}
                dir={directionOf(chosen)}
                disabled={!translation || status === 'saving'}
                onKeyDown={keepEnter}
                onChange={(event) => {
                  setSlug(event.target.value);
                  // Emptied, the slug is suggested by the title again.
                  setSlugChosen(event.target.value !== '');
                }}
              />
            </div>
          )}
          <Typography.Paragraph type="secondary">
            {t('A field left empty shows the {{locale}} text on the site.', { locale: defaultLocale })}
          </Typography.Paragraph>
          <Button
            type="primary"
            htmlType="button"
            loading={status === 'saving'}
            disabled={!translation}
            onClick={() => void save()}
          >
            {t('Save translation')}
          </Button>
        </div>
      )}
    </Card>
  );
}
