import { createContext, useContext } from 'react';
import type { FieldErrors } from './field-rules';

/** What a form tells its `FormField`s: the messages to show on them and which of them are required. */
export interface FormErrorsState {
  errors: FieldErrors;
  required: Set<string>;
}

export const FormErrorsContext = createContext<FormErrorsState>({ errors: {}, required: new Set() });

export const useFormErrors = () => useContext(FormErrorsContext);

/**
 * Moves focus to the first field (in page order) inside `container` that shows an error: its labelled
 * control, else the first focusable element in it.
 */
export function focusFirstInvalidField(container: HTMLElement | null): void {
  const field = container?.querySelector<HTMLElement>('.bo-field-invalid');
  if (!field) return;
  const labelFor = field.querySelector('label')?.htmlFor;
  const labelled = labelFor ? document.getElementById(labelFor) : null;
  labelled?.focus();
  // A hidden control (a file input behind its button) cannot take focus: the field's first visible control does.
  if (!labelled || document.activeElement !== labelled) {
    field
      .querySelector<HTMLElement>(
        'input:not([type=hidden]):not([type=file]), textarea, button, [contenteditable=true], [tabindex="0"]',
      )
      ?.focus();
  }
  field.scrollIntoView?.({ block: 'center' });
}
