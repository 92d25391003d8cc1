import { useEffect, useId, useMemo, useState } from 'react';
import { AutoComplete, Input, Radio, Typography } from 'antd';
import { FormField, FormPage, ImageUploadField, observer, useFormFlow, useLocation, useNavigate, useSearchParams, useService, RecordUnavailable } from '@backoffice/kernel';
import { CountriesApiToken, CountriesStoreToken } from '../tokens';
import { COUNTRY_STATUSES, DEFAULT_COUNTRY_STATUS, isCountryStatus, type CountryStatus } from '../country-status';
import type { CountryInput } from '../api';
import { useMapNames } from './use-map-names';

export const FLAG_MAX_BYTES = 2 * 1024 * 1024;

interface Values {
  country: string;
  countryStatus: CountryStatus;
  region: string;
  description: string;
}

/** Navigation state the list and the map pass: a name to prefill (map click) and where to go back. */
interface FormState {
  country?: string;
  returnTo?: string;
}

const blank: Values = { country: '', countryStatus: DEFAULT_COUNTRY_STATUS, region: '', description: '' };

function sameText(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}


/**
 * Add or edit a country (content spec §2, §5). Add needs every field and a flag; edit needs a change and
 * keeps the stored flag unless a new one is chosen. Edit is reached with `?id=`, so a reload keeps it.
 */
export const CountryForm = observer(function CountryForm({ mode }: { mode: 'add' | 'edit' }) {
  const store = useService(CountriesStoreToken);
  const api = useService(CountriesApiToken);
  const run = useFormFlow();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const state = (location.state ?? {}) as FormState;
  const fromMap = location.pathname.startsWith('/map-countries') || location.pathname.startsWith('/add-new-map');
  const returnTo = state.returnTo ?? (fromMap ? '/map-countries' : '/explore/countries-covered');
  const editId = mode === 'edit' ? params.get('id') ?? '' : '';
  const ids = { country: useId(), status: useId(), region: useId(), description: useId() };
  const mapNames = useMapNames();

  const [values, setValues] = useState<Values>(() => ({ ...blank, country: mode === 'add' ? state.country ?? '' : '' }));
  const [flag, setFlag] = useState<File | null>(null);
  const [descriptionTouched, setDescriptionTouched] = useState(false);
  // The record as loaded (edit): what "No changes made!" compares with, and the version sent back.
  const [original, setOriginal] = useState<{ values: Values; flag: string; updatedAt: string } | null>(null);

  useEffect(() => {
    void store.load();
  }, [store]);

  // Edit: fill the form from the freshly loaded record (again after a reload offered on a 409).
  const loadedRow = mode === 'edit' ? store.findRow(editId) : undefined;
  useEffect(() => {
    if (!loadedRow) return;
    const next: Values = {
      country: loadedRow.country.country,
      countryStatus: isCountryStatus(loadedRow.country.status) ? loadedRow.country.status : DEFAULT_COUNTRY_STATUS,
      region: loadedRow.region,
      description: loadedRow.regionDescription,
    };
    if (original?.updatedAt === loadedRow.country.updatedAt && original.values.region === next.region) return;
    setOriginal({ values: next, flag: loadedRow.country.flag, updatedAt: loadedRow.country.updatedAt });
    setValues(next);
    setFlag(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loadedRow?.country.updatedAt, loadedRow?.country._id, loadedRow?.region, loadedRow?.regionDescription, original]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((current) => ({ ...current, [key]: value }));

  // Choosing an existing region brings its description along, unless the admin already wrote one.
  const chooseRegion = (region: string) => {
    const existing = store.regions.find((candidate) => sameText(candidate.region, region));
    setValues((current) => ({
      ...current,
      region,
      description: existing && (!descriptionTouched || !current.description.trim()) ? existing.description : current.description,
    }));
  };

  const countryOptions = useMemo(() => {
    const typed = values.country.trim().toLowerCase();
    return mapNames.names.filter((name) => !typed || name.toLowerCase().includes(typed)).slice(0, 50).map((name) => ({ value: name }));
  }, [mapNames.names, values.country]);
  const regionOptions = useMemo(() => {
    const typed = values.region.trim().toLowerCase();
    return store.regionNames.filter((name) => !typed || name.toLowerCase().includes(typed)).map((name) => ({ value: name }));
  }, [store.regionNames, values.region]);

  const anyEmpty = () => !values.country.trim() || !values.region.trim() || !values.description.trim() || !values.countryStatus;
  const unchanged = () =>
    !!original &&
    !flag &&
    values.country.trim() === original.values.country &&
    values.countryStatus === original.values.countryStatus &&
    values.region.trim() === original.values.region &&
    values.description.trim() === original.values.description;

  const input = (): CountryInput => ({ ...values, flag });

  const save = () =>
    mode === 'add'
      ? run({
          validate: () => (anyEmpty() || !flag ? 'Please fill all fields' : null),
          confirm: 'Confirming this will add a new country to your map',
          save: () => api.add(input()),
          failureMessage: 'The country could not be added. Please try again.',
          onSaved: () => navigate(returnTo),
        })
      : run({
          validate: () => {
            if (unchanged()) return 'No changes made!';
            if (anyEmpty() || (!flag && !original?.flag)) return 'All fields are required!';
            return null;
          },
          confirm: 'Woah! It seems this entry has changed a lot!',
          save: () => api.edit(editId, input(), original!.updatedAt),
          failureMessage: 'The country could not be saved. Please try again.',
          onSaved: () => navigate(returnTo),
          onStale: () => {
            setOriginal(null);
            void store.load();
          },
        });

  const title = mode === 'add' ? 'Add Country' : 'Edit Country';
  const breadcrumb = [
    fromMap ? { label: 'Coverage Map', path: '/map-countries' } : { label: 'Countries Covered', path: '/explore/countries-covered' },
    { label: title },
  ];

  if (mode === 'edit' && !loadedRow) {
    const stillLoading = store.loading || (!store.loaded && !store.error);
    return (
      <RecordUnavailable
        loading={stillLoading}
        error={store.error}
        missingTitle="This country is no longer on the map"
        backLabel="Back"
        onBack={() => navigate(returnTo)}
      />
    );
  }

  const onMap = values.country.trim() ? mapNames.match(values.country) : undefined;
  return (
    <FormPage title={title} breadcrumb={breadcrumb} history={loadedRow ? { table: 'countries', id: loadedRow.country._id } : undefined} onCancel={() => navigate(returnTo)} onSave={() => void save()}>
      <div style={{ display: 'grid', gap: 8, gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', columnGap: 24 }}>
        <div>
          <FormField
            label="Country"
            id={ids.country}
            help={
              mapNames.ready && values.country.trim() && !onMap ? (
                <Typography.Text type="warning">This name is not on the world map; the country is listed but not drawn.</Typography.Text>
              ) : null
            }
          >
            <AutoComplete
              id={ids.country}
              value={values.country}
              options={countryOptions}
              onChange={(value: string) => set('country', value)}
              placeholder="e.g. Morocco"
              maxLength={80}
            />
          </FormField>
          <FormField label="Status" id={ids.status}>
            <Radio.Group
              id={ids.status}
              aria-label="Status"
              optionType="button"
              buttonStyle="solid"
              value={values.countryStatus}
              onChange={(event) => set('countryStatus', event.target.value as CountryStatus)}
              options={COUNTRY_STATUSES.map((status) => ({ value: status, label: status }))}
            />
          </FormField>
          <FormField label="Region" id={ids.region}>
            <AutoComplete
              id={ids.region}
              value={values.region}
              options={regionOptions}
              onChange={(value: string) => chooseRegion(value)}
              placeholder="e.g. Middle East & North Africa"
              maxLength={80}
            />
          </FormField>
          <FormField label="Region description" id={ids.description}>
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
        <div>
          <ImageUploadField
            label="Flag"
            file={flag}
            currentUrl={original?.flag}
            onChange={setFlag}
            onRemove={flag ? () => setFlag(null) : undefined}
            maxBytes={FLAG_MAX_BYTES}
            sizeMessage="The flag image must be 2 MB or smaller"
            types={['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml']}
            typeMessage="Please choose a PNG, JPEG, WebP, GIF or SVG image for the flag"
            hint="PNG, JPEG, WebP, GIF or SVG, up to 2 MB. A 3:2 picture fits best."
          />
        </div>
      </div>
    </FormPage>
  );
});
