import { useEffect, useRef, useState } from 'react';
import type { SearchApi, SearchGroup } from '@backoffice/contracts';
import type { ApiClient } from '../core/api';
import { errorStatus } from '../core/http';

export interface ServerSearch {
  groups: SearchGroup[];
  /** The search failed (not merely found nothing). */
  failed: boolean;
}

const NOTHING: ServerSearch = { groups: [], failed: false };

/**
 * The records of every group matching the query, from `GET /api/search` (each server module's search sources),
 * asked once typing pauses; an answer to an older query is dropped. A server without the endpoint (404) finds
 * nothing rather than failing.
 */
export function useServerSearch(api: ApiClient, query: string, delayMs: number, limit: number): ServerSearch {
  const [result, setResult] = useState<ServerSearch>(NOTHING);
  const latest = useRef(0);
  const trimmed = query.trim();
  useEffect(() => {
    const round = ++latest.current;
    if (trimmed.length < 2) {
      setResult(NOTHING);
      return;
    }
    const timer = setTimeout(() => {
      api.get<SearchApi['records']>('/search', { q: trimmed.slice(0, 200), limit }).then(
        (answer) => round === latest.current && setResult({ groups: answer.groups, failed: false }),
        (error: unknown) => round === latest.current && setResult({ groups: [], failed: errorStatus(error) !== 404 }),
      );
    }, delayMs);
    return () => clearTimeout(timer);
  }, [api, trimmed, delayMs, limit]);
  return result;
}
