import {
  errorMessage,
  FormPage,
  Api,
  ImageUploadField,
  Navigator,
  PublishBar,
  usePublishChoice,
  publishFields,
  TextAreaInput,
  TranslationEditor,
  useMessages,
  usePermission,
  useRecordForm,
  useService,
} from '@backoffice/kernel';
import { SINGLETON_RECORD_ID, type GeneralHeroRecord } from '@backoffice/contracts';
import { Alert, Spin } from 'antd';
import { loadGeneralHero, saveGeneralHero } from '../hero-api';
import { HeroLanguages } from './HeroLanguages';

const VIEW = '/home-descr-hero';
/** The hero image's recommended size. */
const HERO_SIZE = { width: 1039, height: 363 };

interface Values {
  heading: string;
  description: string;
  image: File | null;
}

/** The stored hero (null: none yet, the form creates it), and why it could not be read. */
interface Loaded {
  hero: GeneralHeroRecord | null;
  error: string;
}

/** /home-descr-hero/edit and /add: one form, create or update by whether a hero exists, published or as a draft (its publish bar). */
export default function HomeHeroForm() {
  const { t } = useMessages();
  const api = useService(Api);
  const navigator = useService(Navigator);
  const canPublish = usePermission('content:publish');
  const form = useRecordForm<Values, Loaded>({
    initial: { heading: '', description: '', image: null },
    // A failed read still opens the form (to create the hero), with the error above it.
    load: () =>
      loadGeneralHero(api).then(
        (hero) => ({ hero, error: '' }),
        (failure) => ({ hero: null, error: errorMessage(failure, t('Failed to load existing hero section')) }),
      ),
    valuesOf: ({ hero }) => ({ heading: hero?.heading ?? '', description: hero?.description ?? '', image: null }),
    validate: (values) =>
      values.heading.trim() && values.description.trim() ? null : 'Please fill in all required fields',
    confirm: (loaded) =>
      loaded?.hero
        ? t('Are you sure you want to update the hero section?')
        : t('Are you sure you want to create the hero section?'),
    failureMessage: t('Failed to save hero section'),
    save: (values, loaded) =>
      saveGeneralHero(
        api,
        Boolean(loaded?.hero),
        { heading: values.heading, description: values.description, updatedAt: loaded?.hero?.updatedAt },
        values.image,
        publishFields(choice, canPublish, loaded?.hero ?? undefined),
      ),
    done: () => navigator.go(VIEW),
  });
  // An edit starts from the hero's publishing state and schedule.
  const loadedHero = form.record?.hero ?? null;
  const [choice, setChoice] = usePublishChoice(loadedHero, canPublish);
  if (form.status === 'loading')
    return (
      <div role="status" aria-label={t('Loading...')}>
        <Spin />
      </div>
    );
  const { values, set } = form;
  const existing = form.record?.hero ?? null;
  return (
    <FormPage
      title={existing ? t('Edit Description Hero Section') : t('Add Description Hero Section')}
      form={form}
      onCancel={() => navigator.go(VIEW)}
    >
      {form.record?.error && (
        <Alert type="error" message={t('Failed to load existing hero section')} description={form.record.error} />
      )}
      <TextAreaInput source="heading" label={t('Heading')} autoSize required="Please enter the heading" />
      <TextAreaInput source="description" label={t('Description')} autoSize required="Please enter the description" />
      <ImageUploadField
        label={t('Hero Image ({{width}} X {{height}})', HERO_SIZE)}
        showDimensions
        hint={t('Recommended {{width}} x {{height}} px', HERO_SIZE)}
        altText
        file={values.image}
        currentUrl={existing?.image}
        onChange={(image) => set('image', image)}
      />
      <PublishBar
        record={existing ?? undefined}
        value={choice}
        onChange={setChoice}
        preview={existing ? { kind: 'home_hero', id: '1' } : undefined}
      />
      {/* The one hero is translated under the singletons' fixed record id, once it exists; its languages shown here. */}
      <HeroLanguages exists={Boolean(existing)} />
      <TranslationEditor
        kind="home-hero"
        id={existing ? SINGLETON_RECORD_ID : undefined}
        fields={[
          { name: 'heading', label: t('Heading'), defaultText: values.heading, multiline: true, maxLength: 300 },
          {
            name: 'description',
            label: t('Description'),
            defaultText: values.description,
            multiline: true,
            maxLength: 5000,
          },
        ]}
      />
    </FormPage>
  );
}
