import { Tag, Tooltip } from 'antd';
import { useMessages } from '../i18n/use-messages';
import type { Publishing } from '@backoffice/contracts';
import { formatDateTime } from './format';
import { PUBLISH_STATE_LABELS } from './publish-choice';
import { Translated } from './Translated';

const COLOURS = { published: 'green', draft: 'default', changed: 'orange', scheduled: 'blue' } as const;

/** A record's publishing state in a list: Published, Draft, Changed (a draft waits over the published version) or Scheduled. */
export function PublishStateTag({ record }: { record: Publishing }) {
  const { t } = useMessages();
  // A record from a server without drafts has no state to show.
  if (!record.state) return null;
  const label = t(PUBLISH_STATE_LABELS[record.state]);
  const detail = [
    record.state === 'changed' ? t('The site shows the published version; the changes are a draft') : null,
    record.publishAt ? t('Publishes {{time}}', { time: formatDateTime(record.publishAt) }) : null,
    record.unpublishAt ? t('Unpublishes {{time}}', { time: formatDateTime(record.unpublishAt) }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const tag = (
    <Tag color={COLOURS[record.state]} data-state={record.state}>
      {label}
    </Tag>
  );
  return detail ? <Tooltip title={detail}>{tag}</Tooltip> : tag;
}

/**
 * The State column of a list of records with drafts. `minWidth`, not only `width`: beside long text columns the
 * table gave it less than its tag, and "Scheduled" ran under the fixed Actions column.
 */
export function publishStateColumn<T extends Publishing>() {
  return {
    title: <Translated text="State" />,
    key: 'state',
    width: 120,
    minWidth: 120,
    render: (_value: unknown, record: T) => <PublishStateTag record={record} />,
  };
}
