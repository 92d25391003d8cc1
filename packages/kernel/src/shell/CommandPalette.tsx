import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Input, Modal, Typography } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useI18n } from '../i18n/use-i18n';
import { useContainer, useService } from '../core/services-context';
import { Api, PluginRegistry, Session } from '../core/tokens';
import { PaletteActions, RecordSearches, type RecordHit, type RecordSearch } from '../core/kernel-extension-points';
import { asIdentifier, type Token } from '../core/token';
import { matchesQuery, matchScreens, screenTargets, type OwnersTranslate } from './command-targets';
import { useServerSearch } from './use-server-search';
import { useMessages } from '../i18n/use-messages';

/** How many records each screen group may list, and how long typing must pause before records are searched. */
const RECORDS_PER_GROUP = 5;
const RECORD_SEARCH_DELAY_MS = 200;

interface Option {
  key: string;
  title: string;
  hint?: string;
  path: string;
}

interface RecordGroup {
  label: string;
  hits: RecordHit[];
  failed: boolean;
}

/**
 * Ctrl/⌘+K anywhere in the shell (or the top bar's Search button): an action ('Add blog', 'Export leads'), any
 * screen, or a record of any group by name (the server's `GET /api/search`, plus the plugins' own searches).
 */
export const CommandPalette = observer(function CommandPalette({ compact }: { compact?: boolean }) {
  const { t } = useMessages();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <Button
        type="text"
        icon={<SearchOutlined />}
        aria-label={t('Search screens and records (Ctrl+K)')}
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => setOpen(true)}
      >
        {compact ? null : t('Search')}
      </Button>
      {open && <PaletteDialog onClose={() => setOpen(false)} />}
    </>
  );
});

const PaletteDialog = observer(function PaletteDialog({ onClose }: { onClose: () => void }) {
  const { t } = useMessages();
  const { i18n } = useI18n();
  // Declared names (actions, screens, record groups) are English: each is read in its plugin's catalog.
  const own: OwnersTranslate = (text, owner) => i18n.t(text, { ns: owner });
  const registry = useService(PluginRegistry);
  const session = useService(Session);
  const container = useContainer();
  const navigate = useNavigate();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const searches = registry
    .getContributionEntries(RecordSearches)
    .filter(({ value: search }) => !search.permission || session.can(search.permission))
    .map(({ value: search, pluginId }) => ({ ...search, label: own(search.label, pluginId) }));
  const records = useRecordSearch(query, (token) => container.get(asIdentifier(token)), searches);
  const server = useServerSearch(useService(Api), query, RECORD_SEARCH_DELAY_MS, RECORDS_PER_GROUP);
  // An action matches by its name in the admin's language or in English, and by its keywords.
  const actions = query.trim()
    ? registry
        .getContributionEntries(PaletteActions)
        .map(({ value: action, pluginId }) => ({
          ...action,
          english: action.label,
          label: own(action.label, pluginId),
        }))
        .filter(
          (action) =>
            (!action.permission || session.can(action.permission)) &&
            matchesQuery([action.label, action.english, ...(action.keywords ?? [])].join(' '), query),
        )
    : [];

  const reachable = registry.nav.filter((entry) => !entry.permission || session.can(entry.permission));
  const screens = matchScreens(screenTargets(reachable, registry.navGroups, own), query);
  // The server names its groups in English; the kernel's catalog has the built-in ones.
  const serverGroups = server.groups.map((group) => ({ ...group, label: t(group.label) }));
  const options: Option[] = [
    ...actions.map((action) => ({
      key: `action:${action.key}`,
      title: action.label,
      hint: t('Action'),
      path: action.path,
    })),
    ...screens.map((screen) => ({
      key: `screen:${screen.path}`,
      title: screen.label,
      hint: screen.group,
      path: screen.path,
    })),
    ...[...serverGroups, ...records].flatMap((group) =>
      group.hits.map((hit, index) => ({
        key: `record:${group.label}:${index}:${hit.path}`,
        title: hit.title,
        hint: [group.label, hit.description].filter(Boolean).join(' · '),
        path: hit.path,
      })),
    ),
  ];
  const activeIndex = Math.min(active, Math.max(options.length - 1, 0));
  useEffect(() => setActive(0), [query]);

  const choose = (option: Option | undefined) => {
    if (!option) return;
    onClose();
    navigate(option.path);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') setActive((activeIndex + 1) % Math.max(options.length, 1));
    else if (event.key === 'ArrowUp') setActive((activeIndex - 1 + options.length) % Math.max(options.length, 1));
    else if (event.key === 'Enter') choose(options[activeIndex]);
    else return;
    event.preventDefault();
  };
  const optionId = (index: number) => `${listId}-option-${index}`;
  const failed = [
    ...(server.failed ? [t('records')] : []),
    ...records.filter((group) => group.failed).map((group) => group.label),
  ];

  return (
    <Modal
      open
      title={t('Go to')}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      width={560}
      styles={{ body: { paddingTop: 4 } }}
    >
      <Input
        autoFocus
        allowClear
        prefix={<SearchOutlined aria-hidden />}
        placeholder={t('An action, a screen, or a record by name')}
        aria-label={t('Search screens and records')}
        role="combobox"
        aria-expanded
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={options.length > 0 ? optionId(activeIndex) : undefined}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" aria-label={t('Results')} className="bo-palette-list">
        {options.map((option, index) => (
          <li
            key={option.key}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            className={index === activeIndex ? 'bo-palette-option bo-palette-active' : 'bo-palette-option'}
            onMouseEnter={() => setActive(index)}
            onClick={() => choose(option)}
          >
            <span className="bo-palette-title">{option.title}</span>
            {option.hint && <span className="bo-palette-hint">{option.hint}</span>}
          </li>
        ))}
      </ul>
      {options.length === 0 && (
        <Typography.Paragraph type="secondary">{t("Nothing matches '{{query}}'.", { query })}</Typography.Paragraph>
      )}
      {failed.length > 0 && (
        <Typography.Paragraph type="danger" role="status">
          {t('Could not search {{what}}.', { what: failed.join(', ') })}
        </Typography.Paragraph>
      )}
    </Modal>
  );
});

/** Each contributed record search, run once typing pauses; answers to an older query are dropped. */
function useRecordSearch(query: string, resolve: <T>(token: Token<T>) => T, searches: RecordSearch[]): RecordGroup[] {
  const [groups, setGroups] = useState<RecordGroup[]>([]);
  const latest = useRef(0);
  const trimmed = query.trim();
  const searchKeys = searches.map((search) => search.key).join(',');
  useEffect(() => {
    const round = ++latest.current;
    if (trimmed.length < 2) {
      setGroups([]);
      return;
    }
    const timer = setTimeout(() => {
      void Promise.all(
        searches.map(async (search): Promise<RecordGroup> => {
          try {
            const hits = await search.search(trimmed, resolve);
            return { label: search.label, hits: hits.slice(0, RECORDS_PER_GROUP), failed: false };
          } catch (error) {
            console.warn(`Record search "${search.key}" failed`, error);
            return { label: search.label, hits: [], failed: true };
          }
        }),
      ).then((answers) => {
        if (round === latest.current) setGroups(answers);
      });
    }, RECORD_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // The searches are identified by their keys; `resolve` is the same container throughout.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [trimmed, searchKeys]);
  return groups;
}
