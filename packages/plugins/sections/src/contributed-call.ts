import type { SectionEditor } from './public';

/**
 * Calls a function a section type editor contributes (`imageOf`, `searchTexts`, `fieldChecks`) during a render:
 * one that throws must not take the whole screen down (the list, the editor), so the fallback is used and
 * the error is logged with the type that caused it.
 */
export function contributedCall<T>(
  editor: SectionEditor | undefined,
  what: 'imageOf' | 'searchTexts' | 'fieldChecks' | 'fromSection',
  call: (editor: SectionEditor) => T,
  fallback: T,
): T {
  if (!editor) return fallback;
  try {
    return call(editor);
  } catch (error) {
    console.error(`The "${editor.type}" section editor's ${what} failed:`, error);
    return fallback;
  }
}
