import type { Translate } from '../i18n/use-messages';

/** A text as a CSS string (for `content:`). */
const cssString = (text: string) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, ' ')}"`;

/**
 * Quill's snow theme writes its link tooltip ('Visit URL:', 'Edit', 'Remove', 'Save', 'Enter link:') and its
 * heading picker ('Normal', 'Heading 1'…) in English from its style sheet (`content:`): these rules say them in
 * the admin's language instead. The selectors are more specific than quill's own, so they win wherever they load.
 */
export function quillTextsCss(t: Translate): string {
  const tooltip = '.bo-rich-text .ql-container.ql-snow .ql-tooltip';
  const header = '.bo-rich-text .ql-toolbar.ql-snow .ql-picker.ql-header';
  const rules = [
    `${tooltip}::before { content: ${cssString(t('Visit URL:'))}; }`,
    `${tooltip}[data-mode=link]::before { content: ${cssString(t('Enter link:'))}; }`,
    `${tooltip}[data-mode=video]::before { content: ${cssString(t('Enter video:'))}; }`,
    `${tooltip} a.ql-action::after { content: ${cssString(t('Edit'))}; }`,
    `${tooltip}.ql-editing a.ql-action::after { content: ${cssString(t('Save'))}; }`,
    `${tooltip} a.ql-remove::before { content: ${cssString(t('Remove'))}; }`,
    `${header} .ql-picker-label::before, ${header} .ql-picker-item::before { content: ${cssString(t('Normal'))}; }`,
  ];
  for (const level of [1, 2, 3, 4, 5, 6]) {
    const heading = cssString(t('Heading {{level}}', { level }));
    rules.push(
      `${header} .ql-picker-label[data-value="${level}"]::before, ${header} .ql-picker-item[data-value="${level}"]::before { content: ${heading}; }`,
    );
  }
  return rules.join('\n');
}
