import { englishText } from '@backoffice/kernel';
import type { SectionFieldChecks } from '../public';
import { buttonTextChecks, HEADING_MISSING, mergeChecks, type GeneralDraft } from '../section-model';
import { SectionEditorShell } from './SectionEditorScreen';

/** Banner rules, checked before the section type's own. */
export function validateBanner(title: string, draft: unknown): string | null {
  if (!title.trim()) return 'Banner title is required';
  const body = draft as Partial<GeneralDraft> | undefined;
  if (!body?.heading?.trim()) return 'Heading is required for the banner';
  const missing = (body.buttons ?? []).findIndex((button) => !button.text.trim());
  return missing >= 0 ? englishText('Button {{number}} is missing text', { number: missing + 1 }) : null;
}

/** What `validateBanner` asks of the draft, on its fields: the heading and each button's text. */
export function bannerFieldChecks(draft: unknown): SectionFieldChecks {
  const body = draft as Partial<GeneralDraft> | undefined;
  return mergeChecks(
    { required: ['heading'], errors: body?.heading?.trim() ? {} : { heading: HEADING_MISSING } },
    buttonTextChecks(body?.buttons ?? [], 'buttons'),
  );
}

/** /banners/edit: the section editor shell with the banner's messages; opened directly, it adds a banner. */
export default function BannerEditor() {
  return (
    <SectionEditorShell
      validate={validateBanner}
      fieldChecks={bannerFieldChecks}
      variant="banner"
      defaultPage="banners-component"
    />
  );
}
