import { englishText, type Translate } from '../i18n/use-messages';

/**
 * Names for the rich-text toolbar's controls. Quill names its buttons by format ("bold", "list: ordered") and
 * leaves its drop-down pickers unnamed; a screen-reader user hears these instead.
 */
const BUTTONS: Record<string, string> = {
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  strike: 'Strikethrough',
  'list:ordered': 'Numbered list',
  'list:bullet': 'Bulleted list',
  'indent:-1': 'Decrease indent',
  'indent:+1': 'Increase indent',
  blockquote: 'Quote',
  'code-block': 'Code block',
  link: 'Link',
  image: 'Image',
  video: 'Video',
  clean: 'Clear formatting',
};

const PICKERS: Record<string, { label: string; item: (value: string, t: Translate) => string }> = {
  header: {
    label: 'Heading',
    item: (value, t) => (value ? t('Heading {{level}}', { level: value }) : t('Normal text')),
  },
  align: {
    label: 'Alignment',
    item: (value, t) => t({ center: 'Centre', right: 'Right', justify: 'Justify' }[value] ?? 'Left'),
  },
  color: {
    label: 'Text colour',
    item: (value, t) => (value ? t('Text colour {{colour}}', { colour: value }) : t('Default text colour')),
  },
  background: {
    label: 'Highlight colour',
    item: (value, t) => (value ? t('Highlight {{colour}}', { colour: value }) : t('No highlight')),
  },
};

/** The format a toolbar control stands for, from quill's `ql-<format>` class. */
function formatOf(element: Element): string | undefined {
  return [...element.classList]
    .find((name) => name.startsWith('ql-') && name !== 'ql-picker' && name !== 'ql-active')
    ?.slice(3);
}

/** Labels the toolbar, its buttons, its pickers and their choices. */
export function labelRichTextToolbar(toolbar: HTMLElement, editorLabel?: string, t: Translate = englishText): void {
  toolbar.setAttribute(
    'aria-label',
    editorLabel ? t('{{editor}} formatting', { editor: editorLabel }) : t('Formatting'),
  );
  for (const button of toolbar.querySelectorAll('button')) {
    const format = formatOf(button);
    const label = format && (BUTTONS[button.value ? `${format}:${button.value}` : format] ?? BUTTONS[format]);
    // The name is also the button's tooltip: the icons alone do not say what they do.
    if (label) {
      button.setAttribute('aria-label', t(label));
      button.setAttribute('title', t(label));
    }
  }
  for (const picker of toolbar.querySelectorAll('.ql-picker')) {
    const names = PICKERS[formatOf(picker) ?? ''];
    if (!names) continue;
    const pickerLabel = picker.querySelector('.ql-picker-label');
    pickerLabel?.setAttribute('aria-label', t(names.label));
    pickerLabel?.setAttribute('title', t(names.label));

    for (const item of picker.querySelectorAll('.ql-picker-item'))
      item.setAttribute('aria-label', names.item(item.getAttribute('data-value') ?? '', t));
  }
}
