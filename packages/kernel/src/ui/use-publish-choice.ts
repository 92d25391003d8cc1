import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import type { Publishing } from '@backoffice/contracts';
import { publishChoiceOf, type PublishChoice } from './publish-choice';

/**
 * A form's publish bar choice: a new record's until `loaded` (the record being edited, once loaded) is there, then
 * that record's state and schedule. `loaded` must keep its identity between renders (a form's `record`).
 */
export function usePublishChoice(
  loaded: Publishing | null | undefined,
  canPublish: boolean,
): [PublishChoice, Dispatch<SetStateAction<PublishChoice>>] {
  const [choice, setChoice] = useState<PublishChoice>(() => publishChoiceOf(loaded ?? undefined, canPublish));
  useEffect(() => {
    if (loaded) setChoice(publishChoiceOf(loaded, canPublish));
  }, [loaded, canPublish]);
  return [choice, setChoice];
}
