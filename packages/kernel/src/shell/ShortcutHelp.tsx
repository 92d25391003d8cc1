import { useEffect, useState } from 'react';
import { Button, Modal } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { useMessages } from '../i18n/use-messages';

/** The keys the shell answers to, as the help lists them. */
const SHORTCUTS: Array<[keys: string, what: string]> = [
  ['Ctrl+K or ⌘K', 'Search: an action, a screen, or a record by name'],
  ['↑ ↓ then Enter', 'Choose in the search results'],
  ['?', 'This list of shortcuts'],
  ['Esc', 'Close a dialog or this list'],
  ['Tab from the top of a page', "'Skip to main content' passes the sidebar"],
];

/** Typing in a field, where '?' is text and not a shortcut. */
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** '?' anywhere in the shell (outside fields), or the top bar's button: the keyboard shortcuts. */
export function ShortcutHelp({ compact }: { compact?: boolean }) {
  const { t } = useMessages();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '?' || event.ctrlKey || event.metaKey || event.altKey || typingIn(event.target)) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      {!compact && (
        <Button
          type="text"
          icon={<QuestionCircleOutlined />}
          aria-label={t('Keyboard shortcuts (?)')}
          aria-keyshortcuts="?"
          onClick={() => setOpen(true)}
        />
      )}
      <Modal open={open} title={t('Keyboard shortcuts')} footer={null} onCancel={() => setOpen(false)} destroyOnHidden>
        <dl className="bo-shortcuts">
          {SHORTCUTS.map(([keys, what]) => (
            <div key={keys}>
              <dt>
                <kbd>{t(keys)}</kbd>
              </dt>
              <dd>{t(what)}</dd>
            </div>
          ))}
        </dl>
      </Modal>
    </>
  );
}
