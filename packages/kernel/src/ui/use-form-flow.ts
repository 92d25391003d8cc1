import { useCallback } from 'react';
import { useMessages } from '../i18n/use-messages';
import { errorField, errorMessage, errorStatus } from '../core/http';
import { useService } from '../core/services-context';
import { Dialogs } from '../core/tokens';

export interface FormFlowSteps<R> {
  /** Returns the first problem (shown in an error dialog: useRecordForm forms show theirs on the form instead), or null. */
  validate?: () => string | null;
  /** Confirmation text; omit to save without asking. */
  confirm?: string;
  /** The call. Its failure shows the server's message (else `failureMessage`) and the form stays. */
  save: () => Promise<R>;
  failureMessage?: string;
  /** After a successful save: usually navigate back to the list. */
  onSaved?: (result: R) => void;
  /** The record changed since it was loaded (409): offered a reload instead of a plain error. */
  onStale?: () => void;
  /** A 400 that names a field: shown on that field too (after the error dialog). */
  onFieldError?: (field: string, message: string) => void;
  /** The short message after a successful save ('Saved' by default; false for none). */
  successMessage?: string | false;
}

/**
 * The form-page flow: validate → error dialog; confirm → busy overlay → call →
 * "Saved" → navigate. A failed call shows an error and leaves the form as it was, so no typing is lost.
 * Resolves true when saved.
 */
export function useFormFlow() {
  const dialogs = useService(Dialogs);
  const { t } = useMessages();
  return useCallback(
    async <R>(steps: FormFlowSteps<R>): Promise<boolean> => {
      const problem = steps.validate?.() ?? null;
      if (problem) {
        // A flow without a form page has nowhere else to say it (FormPage forms show it at their top).
        await dialogs.error(problem);
        return false;
      }
      if (steps.confirm && !(await dialogs.confirm(steps.confirm))) return false;
      let result: R;
      try {
        result = await dialogs.busy(steps.save);
      } catch (error) {
        if (errorStatus(error) === 409 && steps.onStale) {
          const reload = await dialogs.confirm(
            `${errorMessage(error, t('This record was changed by someone else.'))}\n${t('Reload it? Your unsaved changes will be lost.')}`,
            { title: t('Changed elsewhere'), okText: t('Reload') },
          );
          if (reload) steps.onStale();
          return false;
        }
        const text = errorMessage(error, steps.failureMessage ?? t('Saving failed. Please try again.'));
        await dialogs.error(text);
        const field = errorField(error);
        if (field) steps.onFieldError?.(field, text);
        return false;
      }
      if (steps.successMessage !== false) dialogs.success(steps.successMessage ?? t('Saved'));
      steps.onSaved?.(result);
      return true;
    },
    [dialogs, t],
  );
}
