import { isSlug, normalizeSlug, slugify as sharedSlugify } from '@backoffice/contracts';

/**
 * A slug suggested from a title, the rule the server checks (packages/contracts/src/slugs.ts): lower-case letters of
 * any script and digits joined by single dashes. Latin letters lose their accents, other scripts keep their letters:
 * 'Cash on Delivery: 5 Tips!' → 'cash-on-delivery-5-tips', 'Éxpédier en COD' → 'expedier-en-cod',
 * 'الدفع عند الاستلام' → 'الدفع-عند-الاستلام'. A slug typed by hand may keep its accents ('café-à-casablanca').
 */
export function slugify(text: string, maxLength = 120): string {
  return sharedSlugify(text, maxLength);
}

/** Whether the slug as typed is one the server takes (it is trimmed and lower-cased first, as the server does). */
export function isValidSlug(typed: string, maxLength?: number): boolean {
  return isSlug(normalizeSlug(typed), maxLength);
}
