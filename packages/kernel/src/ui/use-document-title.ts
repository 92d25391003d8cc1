import { useEffect, type RefObject } from 'react';
import { useServiceIfAny } from '../core/services-context';
import { Config } from '../core/tokens';

/**
 * The browser tab names the screen: '<screen heading> · <product name>' ('FAQs · Backoffice'). Read from the
 * rendered heading, so a heading built of several parts (a page name beside 'Content Sections') reads whole.
 */
export function useDocumentTitle(heading: RefObject<HTMLElement | null> | null): void {
  const productName = useServiceIfAny(Config)?.productName || 'Backoffice';
  useEffect(() => {
    if (!heading) return;
    const text = heading.current?.textContent?.replace(/\s+/g, ' ').trim();
    document.title = text ? `${text} · ${productName}` : productName;
  });
}
