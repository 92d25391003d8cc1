import { formatLocale } from '../i18n/format-locale';
import { useMessages } from '../i18n/use-messages';
import { Alert, Button } from 'antd';
import type { EditPresenceState } from './use-edit-presence';

/**
 * Above a record's form: who else is editing it (with "Take over"), or that someone took it over from this
 * editor (with "Reload"). Nothing when this editor holds the record alone. When the other editor is the same
 * admin (another tab, window or browser of theirs) it says so instead of naming them as someone else.
 */
export function EditPresenceBanner({ presence }: { presence: EditPresenceState }) {
  const { t } = useMessages();
  const time = (iso: string) =>
    new Date(iso).toLocaleTimeString(formatLocale(), { hour: '2-digit', minute: '2-digit' });
  if (presence.lost) {
    return (
      <Alert
        type="warning"
        showIcon
        className="bo-edit-presence"
        title={
          presence.holder?.sameAdmin
            ? t('You took over editing this record in another tab or window.')
            : t('{{name}} took over editing this record.', { name: presence.holder?.adminName ?? t('Someone') })
        }
        description={t('Reload it before saving: your save would overwrite their changes.')}
        action={
          <Button size="small" onClick={() => void presence.reload()}>
            {t('Reload')}
          </Button>
        }
        style={{ marginBottom: 16 }}
      />
    );
  }
  if (!presence.holder) return null;
  if (presence.holder.sameAdmin) {
    return (
      <Alert
        type="info"
        showIcon
        className="bo-edit-presence"
        title={t('You are editing this record in another tab or window (since {{time}}).', {
          time: time(presence.holder.since),
        })}
        description={t('Save in one of them only: a save in one makes the other ask to reload.')}
        action={
          <Button size="small" onClick={() => void presence.takeOver()}>
            {t('Edit here')}
          </Button>
        }
        style={{ marginBottom: 16 }}
      />
    );
  }
  return (
    <Alert
      type="info"
      showIcon
      className="bo-edit-presence"
      title={t('{{name}} is editing this record (since {{time}}).', {
        name: presence.holder.adminName,
        time: time(presence.holder.since),
      })}
      description={t("Changes saved by one of you will make the other's save ask to reload.")}
      action={
        <Button size="small" onClick={() => void presence.takeOver()}>
          {t('Take over')}
        </Button>
      }
      style={{ marginBottom: 16 }}
    />
  );
}
