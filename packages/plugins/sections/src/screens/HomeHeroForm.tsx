import { errorMessage, FormPage, Http, ImageUploadField, Navigator, useFormFlow, useService } from '@backoffice/kernel';
import { Alert, Input, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { loadGeneralHero, saveGeneralHero, type GeneralHero } from '../hero-api';

/** /home-descr-hero/edit and /add: one form, create or update by whether a hero exists. */
export default function HomeHeroForm() {
  const http = useService(Http);
  const navigator = useService(Navigator);
  const runFlow = useFormFlow();
  const [existing, setExisting] = useState<GeneralHero | null | undefined>(undefined);
  const [loadError, setLoadError] = useState('');
  const [heading, setHeading] = useState('');
  const [description, setDescription] = useState('');
  const [image, setImage] = useState<File | null>(null);
  useEffect(() => {
    loadGeneralHero(http)
      .then((hero) => {
        setExisting(hero);
        setHeading(hero?.heading ?? '');
        setDescription(hero?.description ?? '');
      })
      .catch((failure) => {
        setLoadError(errorMessage(failure, 'Failed to load existing hero section'));
        setExisting(null);
      });
  }, [http]);
  if (existing === undefined) return <Spin aria-label="Loading..." />;
  const exists = existing !== null;
  const save = () =>
    runFlow({
      validate: () => (heading.trim() && description.trim() ? null : 'Please fill in all required fields'),
      confirm: `Are you sure you want to ${exists ? 'update' : 'create'} the hero section?`,
      failureMessage: 'Failed to save hero section',
      save: () => saveGeneralHero(http, exists, { heading, description }, image),
      onSaved: () => navigator.go('/home-descr-hero'),
    });
  return (
    <FormPage title={exists ? 'Edit Description Hero Section' : 'Add Description Hero Section'} onCancel={() => navigator.go('/home-descr-hero')} onSave={() => void save()}>
      {loadError && <Alert type="error" message="Failed to load existing hero section" description={loadError} />}
      <label>Heading<Input.TextArea aria-label="Heading" autoSize value={heading} onChange={(event) => setHeading(event.target.value)} /></label>
      <label>Description<Input.TextArea aria-label="Description" autoSize value={description} onChange={(event) => setDescription(event.target.value)} /></label>
      <ImageUploadField label="Hero Image (1039 X 363)" hint="Recommended 1039 x 363 px" file={image} currentUrl={existing?.image} onChange={setImage} />
    </FormPage>
  );
}
