import { useEffect, useId, useMemo, useState } from 'react';
import { AutoComplete, Input, Radio, Typography } from 'antd';
import {
  FormField,
  FormPage,
  ImageUploadField,
  observer,
  PublishBar,
  choiceChangesPublishing,
  publishChoiceOf,
  publishFields,
  TranslationEditor,
  useContentLocales,
  useLocation,
  useMessages,
  useNavigate,
  usePermission,
  useRecordForm,
  useSearchParams,
  useService,
  type PublishChoice,
} from '@backoffice/kernel';
import { CountriesApiToken, CountriesStoreToken } from '../tokens';
import type { CountryRow } from '../stores/countries-store';
import { COUNTRY_STATUSES, DEFAULT_COUNTRY_STATUS, isCountryStatus, type CountryStatus } from '../country-status';
import type { CountryInput } from '../api';
import { publishingOfCountry } from '../publishing';
import { useMapNames } from './use-map-names';

export const FLAG_MAX_BYTES = 2 * 1024 * 1024;

type Values = CountryInput;

/** Navigation state the list and the map pass: a name to prefill (map click) and where to go back. */
interface FormState {
  country?: string;
  returnTo?: string;
}

const blank: Values = { country: '', countryStatus: DEFAULT_COUNTRY_STATUS, region: '', description: '', flag: null };

const valuesOf = (row: CountryRow): Values => ({
  country: row.country.country,
  countryStatus: isCountryStatus(row.country.status) ? row.country.status : DEFAULT_COUNTRY_STATUS,
  region: row.region,
  description: row.regionDescription,
  flag: null,
});

/** What "No changes made!" compares: the texts as they would be stored, and whether a new flag was chosen. */
const comparable = (values: Values) => [
  values.country.trim(),
  values.countryStatus,
  values.region.trim(),
  values.description.trim(),
  values.flag !== null,
];

function sameText(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * Add or edit a country. Add needs every field and a flag; edit needs a change and
 * keeps the stored flag unless a new one is chosen. Edit is reached with `?id=`, so a reload keeps it.
 */
export const CountryForm = observer(function CountryForm({ mode }: { mode: 'add' | 'edit' }) {
  const store = useService(CountriesStoreToken);
  const api = useService(CountriesApiToken);
  const navigate = useNavigate();
  const { t } = useMessages();
  const location = useLocation();
  const [params] = useSearchParams();
  const state = (location.state ?? {}) as FormState;
  const fromMap = location.pathname.startsWith('/map-countries') || location.pathname.startsWith('/add-new-map');
  const returnTo = state.returnTo ?? (fromMap ? '/map-countries' : '/explore/countries-covered');
  const editId = mode === 'edit' ? (params.get('id') ?? '') : '';
  const ids = { country: useId(), status: useId(), region: useId(), description: useId() };
  const mapNames = useMapNames();
  const [descriptionTouched, setDescriptionTouched] = useState(false);
  const canPublish = usePermission('content:publish');
  const [choice, setChoice] = useState<PublishChoice>(() => publishChoiceOf(undefined, canPublish));

  // The regions feed the Region field; an edit loads them with its record.
  useEffect(() => {
    if (mode === 'add') void store.load();
  }, [store, mode]);

  const anyEmpty = (values: Values) =>
    !values.country.trim() || !values.region.trim() || !values.description.trim() || !values.countryStatus;
  const form = useRecordForm<Values, CountryRow>({
    initial: () => ({ ...blank, country: mode === 'add' ? (state.country ?? '') : '' }),
    load: mode === 'edit' ? () => store.loadRow(editId) : undefined,
    valuesOf,
    comparable,
    // What validate requires, said on each field: the flag when adding, or when the country has none.
    rules: {
      country: { required: 'Please enter the country' },
      countryStatus: { required: 'Please choose the status' },
      region: { required: 'Please enter the region' },
      description: { required: 'Please enter the region description' },
      flag: {
        required: (_values, row) => (mode === 'add' || !row?.country.flag ? 'Please choose a flag image' : false),
      },
    },
    validate: (values, { dirty, record }) => {
      if (mode === 'add') return anyEmpty(values) || !values.flag ? 'Please fill all fields' : null;
      // Publishing a draft as it is, or changing its times, is a change too.
      const publishing = publishingOfCountry(record?.country);
      const publishes = choiceChangesPublishing(choice, publishing, canPublish);
      if (!dirty && !publishes) return 'No changes made!';
      if (anyEmpty(values) || (!values.flag && !record?.country.flag)) return 'All fields are required!';
      return null;
    },
    confirm:
      mode === 'add'
        ? t('Confirming this will add a new country to your map')
        : t('Woah! It seems this entry has changed a lot!'),
    failureMessage:
      mode === 'add'
        ? t('The country could not be added. Please try again.')
        : t('The country could not be saved. Please try again.'),
    save: (values, row) => {
      const publishing = publishFields(choice, canPublish, publishingOfCountry(row?.country));
      return mode === 'add'
        ? api.add({ ...values, publishing })
        : api.edit(editId, { ...values, publishing }, row!.country.updatedAt);
    },
    done: () => navigate(returnTo),
  });
  const { values, set, setValues } = form;
  const record = publishingOfCountry(form.record?.country);
  // An edit starts from the country's schedule.
  useEffect(() => {
    const loaded = publishingOfCountry(form.record?.country);
    if (loaded) setChoice(publishChoiceOf(loaded, canPublish));
  }, [form.record, canPublish]);
  const flag = values.flag;
  const setFlag = (file: File | null) => set('flag', file);

  // Choosing an existing region brings its description along, unless the admin already wrote one.
  const chooseRegion = (region: string) => {
    const existing = store.regions.find((candidate) => sameText(candidate.region, region));
    setValues((current) => ({
      ...current,
      region,
      description:
        existing && (!descriptionTouched || !current.description.trim()) ? existing.description : current.description,
    }));
  };

  const countryOptions = useMemo(() => {
    const typed = values.country.trim().toLowerCase();
    return mapNames.names
      .filter((name) => !typed || name.toLowerCase().includes(typed))
      .slice(0, 50)
      .map((name) => ({ value: name }));
  }, [mapNames.names, values.country]);
  const regionOptions = useMemo(() => {
    const typed = values.region.trim().toLowerCase();
    return store.regionNames
      .filter((name) => !typed || name.toLowerCase().includes(typed))
      .map((name) => ({ value: name }));
  }, [store.regionNames, values.region]);

  const title = mode === 'add' ? t('Add New Country') : t('Edit Country');
  const breadcrumb = [
    fromMap
      ? { label: t('Coverage Map'), path: '/map-countries' }
      : { label: t('Countries Covered'), path: '/explore/countries-covered' },
    { label: title },
  ];

  const onMap = values.country.trim() ? mapNames.match(values.country) : undefined;
  // The region is translated as a record of its own, shared by its countries: only the stored one, while the form
  // still names it (another name is another region, translated once the country is saved in it).
  const regionId = form.record && sameText(values.region, form.record.region) ? form.record.regionId : undefined;
  const severalLocales = (useContentLocales()?.locales.length ?? 0) > 1;
  return (
    <FormPage
      history={{ table: 'countries', id: form.record?.country._id }}
      title={title}
      breadcrumb={breadcrumb}
      form={form}
      unavailable={{
        missingTitle: t('This country is no longer on the map'),
        backLabel: t('Back'),
        onBack: () => navigate(returnTo),
      }}
      onCancel={() => navigate(returnTo)}
    >
      <div
        style={{ display: 'grid', gap: 8, gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', columnGap: 24 }}
      >
        <div>
          <FormField
            label={t('Country')}
            id={ids.country}
            name="country"
            help={
              mapNames.ready && values.country.trim() && !onMap ? (
                <Typography.Text type="warning">
                  {t('This name is not on the world map; the country is listed but not drawn.')}
                </Typography.Text>
              ) : null
            }
          >
            <AutoComplete
              id={ids.country}
              value={values.country}
              options={countryOptions}
              onChange={(value: string) => set('country', value)}
              placeholder={t('e.g. Morocco')}
              maxLength={80}
            />
          </FormField>
          <FormField label={t('Status')} id={ids.status} name="countryStatus">
            <Radio.Group
              id={ids.status}
              // Its own name: the publish bar's choice is a radio group on the same form.
              name="countryStatus"
              aria-label={t('Status')}
              optionType="button"
              buttonStyle="solid"
              value={values.countryStatus}
              onChange={(event) => set('countryStatus', event.target.value as CountryStatus)}
              options={COUNTRY_STATUSES.map((status) => ({ value: status, label: t(status) }))}
            />
          </FormField>
          <FormField label={t('Region')} id={ids.region} name="region">
            <AutoComplete
              id={ids.region}
              value={values.region}
              options={regionOptions}
              onChange={(value: string) => chooseRegion(value)}
              placeholder={t('e.g. Middle East & North Africa')}
              maxLength={80}
            />
          </FormField>
          <FormField label={t('Region description')} id={ids.description} name="description">
            <Input.TextArea
              id={ids.description}
              rows={4}
              maxLength={1000}
              showCount
              value={values.description}
              onChange={(event) => {
                setDescriptionTouched(true);
                set('description', event.target.value);
              }}
            />
          </FormField>
        </div>
        <ImageUploadField
          name="flag"
          label={t('Flag')}
          file={flag}
          currentUrl={form.record?.country.flag}
          onChange={setFlag}
          onRemove={flag ? () => setFlag(null) : undefined}
          maxBytes={FLAG_MAX_BYTES}
          sizeMessage={t('The flag image must be 2 MB or smaller')}
          types={['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml']}
          typeMessage={t('Please choose a PNG, JPEG, WebP, GIF or SVG image for the flag')}
          hint={t('PNG, JPEG, WebP, GIF or SVG, up to 2 MB. A 3:2 picture fits best.')}
          altText
        />
      </div>
      <PublishBar
        record={record}
        value={choice}
        onChange={setChoice}
        preview={form.record ? { kind: 'countries', id: form.record.country._id } : undefined}
      />
      {severalLocales && (
        <section aria-label={t('The country in other languages')}>
          <TranslationEditor
            title={t('The country in other languages')}
            kind="countries"
            id={form.record?.country._id}
            fields={[{ name: 'name', label: 'Country', defaultText: values.country, maxLength: 80 }]}
          />
        </section>
      )}
      {severalLocales && (
        <section aria-label={t('The region in other languages')}>
          <TranslationEditor
            title={t('The region in other languages')}
            kind="country-regions"
            id={regionId}
            fields={[
              { name: 'region', label: 'Region', defaultText: values.region, maxLength: 80 },
              {
                name: 'description',
                label: 'Region description',
                defaultText: values.description,
                multiline: true,
                maxLength: 1000,
              },
            ]}
          />
        </section>
      )}
    </FormPage>
  );
});
