import { useCallback, useEffect, useRef, useState } from 'react';
import type { MediaApi, MediaItem } from '@backoffice/contracts';
import { errorMessage } from '../core/http';
import { Api } from '../core/tokens';
import { useServiceIfAny } from '../core/services-context';
import { useMessages } from '../i18n/use-messages';
import { useFormSaveGate } from './form-save-gates';

/** sha256 of a file's bytes, hex (what the library is keyed by), or null when the browser cannot tell. */
async function hashOf(file: File): Promise<string | null> {
  try {
    // Viewed through a Uint8Array: an ArrayBuffer from another realm (jsdom's File) is refused as it is.
    const digest = await crypto.subtle.digest('SHA-256', new Uint8Array(await file.arrayBuffer()));
    return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  } catch {
    return null;
  }
}

export interface ImageDescription {
  /** Whether the field offers alt text here (asked for, and inside a form page that runs it on Save). */
  shown: boolean;
  alt: string;
  decorative: boolean;
  setAlt(alt: string): void;
  setDecorative(decorative: boolean): void;
  /** Why Save was refused (no alt text, a stale or failed save of it), or null. */
  problem: string | null;
  /** The library's file of the image shown (its focal point for the cropper), or null when unknown. */
  item: MediaItem | null;
}

/**
 * The alt text of a content image, kept on its media library file (issue 37): read from the library for the
 * image shown (by its address, or a chosen file's bytes), edited beside the picture, and saved to the library
 * when the form's Save is pressed, with the file's version (a 409 names the conflict). Save is refused while
 * the image has neither alt text nor the "decorative" mark (while the library answers: see `libraryAnswered`). A chosen file is added to the library first (the
 * form's own upload of the same bytes then stores nothing new).
 */
export function useImageDescription(options: {
  enabled: boolean;
  file: File | null;
  currentUrl?: string | null;
}): ImageDescription {
  // A field drawn outside the shell (no API client) has no library to ask: it neither asks nor holds Save back.
  const api = useServiceIfAny(Api);
  const { t } = useMessages();
  const { file, currentUrl } = options;
  const enabled = options.enabled && api !== null;
  const [item, setItem] = useState<MediaItem | null>(null);
  // Whether the library has answered this field: without it (the Media plugin off, the call refused) the field
  // neither asks for alt text nor holds the form back. It stays true while a replacing image is looked up: hiding
  // the box then (a busy server takes a while) took away the box the editor was typing in, and what was typed.
  const [libraryAnswered, setLibraryAnswered] = useState(false);
  const [alt, setAltState] = useState('');
  const [decorative, setDecorativeState] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // What the editor typed since the image changed is kept over what the library says.
  const typed = useRef(false);
  const shownImage = file ?? currentUrl ?? null;
  // The library's answer for the image shown, awaited by Save (a quick Save does not slip past the question).
  const lookup = useRef<Promise<{ answered: boolean; found: MediaItem | null }>>(
    Promise.resolve({ answered: false, found: null }),
  );

  useEffect(() => {
    typed.current = false;
    setProblem(null);
    setItem(null);
    if (!enabled || !shownImage || !api) return;
    let current = true;
    const asked = (async () => {
      const hash = typeof shownImage === 'string' ? null : await hashOf(shownImage);
      const query = typeof shownImage === 'string' ? { url: shownImage } : hash ? { hash } : null;
      if (!query) return { answered: false, found: null };
      const page = await api.get<MediaApi['list']>('/media', { ...query, page: 1, pageSize: 1 });
      return { answered: true, found: page.data[0] ?? null };
    })().catch(() => ({ answered: false, found: null }));
    lookup.current = asked;
    void asked.then(({ answered, found }) => {
      if (!current || !answered) return;
      setLibraryAnswered(true);
      if (!found) return;
      setItem(found);
      // A file new to the library keeps what was typed for the picture it came from (a crop of a picked file).
      if (!typed.current && (found.alt || found.decorative || typeof shownImage === 'string')) {
        setAltState(found.alt);
        setDecorativeState(found.decorative);
      }
    });
    return () => {
      current = false;
    };
  }, [api, enabled, shownImage]);

  const setAlt = useCallback((value: string) => {
    typed.current = true;
    setProblem(null);
    setAltState(value);
  }, []);
  const setDecorative = useCallback((value: boolean) => {
    typed.current = true;
    setProblem(null);
    setDecorativeState(value);
  }, []);

  const beforeSave = async (): Promise<boolean> => {
    if (!shownImage || !api) return true;
    const answer = await lookup.current;
    if (!answer.answered) return true;
    const text = alt.trim();
    if (!text && !decorative) {
      setProblem(t('Describe this image in its alt text, or mark it as decorative'));
      return false;
    }
    try {
      let target = item ?? answer.found;
      if (file && !target) target = await api.upload<MediaApi['upload']>('POST', '/media', { file });
      // An image stored before the library knew it is described once the library has imported it.
      if (!target) return true;
      if (target.alt !== text || target.decorative !== decorative) {
        target = await api.put<MediaApi['edit']>(`/media/${encodeURIComponent(target._id)}`, {
          alt: text,
          decorative,
          updatedAt: target.updatedAt,
        });
      }
      setItem(target);
      return true;
    } catch (error) {
      setProblem(errorMessage(error, t('The alt text could not be saved. Please try again.')));
      return false;
    }
  };
  const inForm = useFormSaveGate(beforeSave, enabled);
  return {
    shown: enabled && inForm && shownImage !== null && libraryAnswered,
    alt,
    decorative,
    setAlt,
    setDecorative,
    problem,
    item,
  };
}
