import type { Publishing } from '@backoffice/contracts';
import type { PublishChoice } from '@backoffice/kernel';
import type { Country } from './api';

/**
 * A country's publishing as the kernel's publish bar and state tag read it: a country answers its publishing
 * status as `publishStatus`, its `status` being the spec's Active / Inactive / Pending (docs/editorial-workflow.md).
 */
export function publishingOfCountry(country: Country | undefined): Publishing | undefined {
  if (!country) return undefined;
  return {
    status: country.publishStatus,
    state: country.state,
    publishAt: country.publishAt,
    unpublishAt: country.unpublishAt,
  };
}

/** The publishing fields of a country's form: `publishFields`' `status` is sent as `publishStatus`, a cleared time as ''. */
export function countryPublishingForm(fields: Partial<PublishChoice>): {
  publishStatus?: PublishChoice['status'];
  publishAt?: string;
  unpublishAt?: string;
} {
  const form: { publishStatus?: PublishChoice['status']; publishAt?: string; unpublishAt?: string } = {};
  if (fields.status !== undefined) form.publishStatus = fields.status;
  if (fields.publishAt !== undefined) form.publishAt = fields.publishAt ?? '';
  if (fields.unpublishAt !== undefined) form.unpublishAt = fields.unpublishAt ?? '';
  return form;
}
