import { useCallback, useEffect, useRef } from 'react';
import { useMessages } from '../i18n/use-messages';
import { useBlocker } from 'react-router-dom';
import { useService } from '../core/services-context';
import { Dialogs } from '../core/tokens';

export const UNSAVED_CHANGES_MESSAGE = 'You have unsaved changes. Leave this page and lose them?';

export interface UnsavedChanges {
  /** Runs a navigation that must not ask (after a successful save): `unsaved.leave(() => navigate('/list'))`. */
  leave(navigate: () => void): void;
}

/**
 * Asks before leaving a form with unsaved changes: in-app navigation (links, Cancel, Back) opens the
 * kernel's confirm dialog; closing or reloading the tab triggers the browser's own prompt.
 */
export function useUnsavedChanges(dirty: boolean, message: string = UNSAVED_CHANGES_MESSAGE): UnsavedChanges {
  const dialogs = useService(Dialogs);
  const { t } = useMessages();
  // Refs, so a navigation right after setState (save → navigate) sees the current values.
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const leaving = useRef(false);

  const blocker = useBlocker(
    useCallback(
      ({
        currentLocation,
        nextLocation,
      }: {
        currentLocation: { pathname: string; search: string };
        nextLocation: { pathname: string; search: string };
      }) =>
        dirtyRef.current &&
        !leaving.current &&
        (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
      [],
    ),
  );

  const blockerRef = useRef(blocker);
  blockerRef.current = blocker;
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const blocked = blockerRef.current;
    let open = true;
    void dialogs
      .confirm(t(message), { title: t('Unsaved changes'), okText: t('Leave'), cancelText: t('Stay'), danger: true })
      .then((leave) => {
        if (!open) return;
        if (leave) blocked.proceed?.();
        else blocked.reset?.();
      });
    return () => {
      open = false;
    };
    // The blocked location is a dependency too: a Stay followed at once by another navigation can block again
    // before a render sees 'unblocked', and that new navigation must ask as well.
  }, [blocker.state, blocker.location, dialogs, message, t]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return {
    leave: useCallback((navigate: () => void) => {
      leaving.current = true;
      navigate();
    }, []),
  };
}
