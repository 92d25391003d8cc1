import { useCallback, useEffect, useRef, useState } from 'react';
import { useMessages } from '../i18n/use-messages';
import type { EditPresence, RevisionsApi } from '@backoffice/contracts';
import { useService } from '../core/services-context';
import { Api, Dialogs, Session } from '../core/tokens';

/** How often an open editor says it is still there; the server lets its lock lapse after ~45 s of silence. */
export const PRESENCE_HEARTBEAT_MS = 15_000;

export interface EditPresenceState {
  /** Who holds the record's lock when it is not this editor (null: nobody else, or not known yet). */
  holder: EditPresence['holder'];
  /** Someone took the lock over from this editor: its save must reload first. */
  lost: boolean;
  /** Takes the lock from whoever holds it. */
  takeOver(): Promise<void>;
  /** Reloads the record and starts afresh (takes the lock when free). */
  reload(): Promise<void>;
  /** Asks to reload (a save after losing the lock); reloads when agreed. */
  offerReload(): Promise<void>;
}

const newEditorId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/**
 * Presence in a record's editor: a heartbeat now and every 15 s while the form is open (only for roles that
 * may write), and letting go when it closes. Failures are ignored: presence informs, it never blocks a save.
 */
export function useEditPresence(
  record: { table: string; id: string } | undefined,
  reloadRecord: () => Promise<void>,
): EditPresenceState {
  const api = useService(Api);
  const dialogs = useService(Dialogs);
  const { t } = useMessages();
  const canWrite = useService(Session).can('content:write');
  const editorId = useRef(newEditorId());
  const [presence, setPresence] = useState<EditPresence | null>(null);
  const [lost, setLost] = useState(false);
  const table = record?.table;
  const id = record?.id;

  const beat = useCallback(
    async (takeOver = false) => {
      if (!table || !id) return;
      try {
        const answer = await api.post<RevisionsApi['heartbeat']>('/presence', {
          kind: table,
          id,
          editorId: editorId.current,
          ...(takeOver ? { takeOver } : {}),
        });
        if (answer.lost) setLost(true);
        if (answer.mine) setLost(false);
        setPresence(answer);
      } catch {
        // Presence is a courtesy: a failed heartbeat leaves the banner as it was.
      }
    },
    [api, table, id],
  );

  useEffect(() => {
    if (!table || !id || !canWrite) return;
    const editor = editorId.current;
    void beat();
    const timer = setInterval(() => void beat(), PRESENCE_HEARTBEAT_MS);
    return () => {
      clearInterval(timer);
      void api
        .post<RevisionsApi['leave']>('/presence/leave', { kind: table, id, editorId: editor })
        .catch(() => undefined);
    };
  }, [api, beat, canWrite, table, id]);

  const reload = async () => {
    await reloadRecord();
    setLost(false);
    await beat();
  };
  const holder = presence && !presence.mine ? presence.holder : null;
  return {
    holder,
    lost,
    takeOver: () => beat(true),
    reload,
    offerReload: async () => {
      const who = holder?.adminName ?? t('Someone');
      const taken = holder?.sameAdmin
        ? t('You took over editing this record in another tab or window.')
        : t('{{name}} took over editing this record.', { name: who });
      const question = `${taken}\n${t('Reload it? Your unsaved changes will be lost.')}`;
      if (await dialogs.confirm(question, { title: t('Editing taken over'), okText: t('Reload') })) await reload();
    },
  };
}
