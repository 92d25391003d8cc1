import type { GeneralDraft } from '../section-model';
import { SectionEditorShell } from './SectionEditorScreen';

/** Banner rules (admin spec §5), checked before the section type's own. */
export function validateBanner(title: string, draft: unknown): string | null {
  if (!title.trim()) return 'Banner title is required';
  const body = draft as Partial<GeneralDraft> | undefined;
  if (!body?.heading?.trim()) return 'Heading is required for the banner';
  const missing = (body.buttons ?? []).findIndex((button) => !button.text.trim());
  return missing >= 0 ? `Button ${missing + 1} is missing text` : null;
}

/** /banners/edit: the section editor shell with the banner's messages. */
export default function BannerEditor() {
  return <SectionEditorShell validate={validateBanner} variant="banner" />;
}
