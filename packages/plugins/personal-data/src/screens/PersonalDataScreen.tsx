import { useEffect } from 'react';
import { Alert, Button, Card, Input, Space, Table, Tag, Typography } from 'antd';
import { DeleteOutlined, DownloadOutlined, SearchOutlined } from '@ant-design/icons';
import {
  Dialogs,
  errorMessage,
  formatDateTime,
  observer,
  PageHeader,
  saveFile,
  useMessages,
  useService,
  type Translate,
} from '@backoffice/kernel';
import type { PersonalDataHits } from '../api';
import { PersonalDataStoreToken } from '../tokens';

/** A stored ISO time (e.g. '2026-11-01T00:00:00.000Z'), shown as every screen shows times. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** Database key words people do not say: 'f', 'l', 'num' are first, last, number. */
const WORDS: Record<string, string> = {
  f: 'first',
  l: 'last',
  fname: 'first name',
  lname: 'last name',
  num: 'number',
  no: 'number',
  qty: 'quantity',
};

/** A stored column's key as an English heading: 'num_of_orders' → 'Number of orders', 'created_at' → 'Created at'. */
export function columnTitle(key: string): string {
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => WORDS[word.toLowerCase()] ?? word.toLowerCase());
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A stored value as text: times readable, the rest as stored. */
function cellText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'string' && ISO_TIME.test(value)) return formatDateTime(value);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The columns a person's records are shown with (every stored column but bookkeeping). */
function columnsOf(hits: PersonalDataHits, t: Translate) {
  const keys = Object.keys(hits.records[0] ?? {}).filter((key) => key !== 'id' && key !== 'updated_at');
  // The usual columns have a translation; a plugin's own stay in English.
  return keys.map((key) => ({ title: t(columnTitle(key)), dataIndex: key, key, render: cellText }));
}

/**
 * /personal-data: finds a person by e-mail across newsletter, leads, contact-sales, candidates and the content
 * types external plugins declare with personal fields (`"x-personal"`, marked "Plugin content type"); exports all
 * of it as one .zip; erases it everywhere (with their files) after a confirmation naming what will go.
 */
export default observer(function PersonalDataScreen() {
  const { t } = useMessages();
  const store = useService(PersonalDataStoreToken);
  const dialogs = useService(Dialogs);
  const { found, busy } = store;
  const messages = { invalid: t('Enter an e-mail address'), failed: t('The search failed. Please try again.') };

  // The lookup starts empty and is forgotten when the screen closes (it is personal data).
  useEffect(() => {
    store.reset();
    return () => store.reset();
  }, [store]);

  const exportZip = async () => {
    try {
      const zip = await store.exportZip();
      if (zip) saveFile(zip, 'personal-data.zip');
    } catch (failure) {
      await dialogs.error(errorMessage(failure, t('The download failed. Please try again.')), t('Download failed'));
    }
  };

  const erase = async () => {
    if (!found) return;
    const files = found.collections.reduce((sum, hits) => sum + hits.files, 0);
    const what = found.collections
      .filter((hits) => hits.records.length > 0)
      .map((hits) => t('{{count}} in {{title}}', { count: hits.records.length, title: t(hits.title) }))
      .concat(files ? [t('{{count}} files', { count: files })] : [])
      .join(', ');
    let erasedMessage = '';
    const done = await dialogs.confirmAndRun(
      t('Everything held about {{email}} ({{what}}) will be permanently erased.', { email: found.email, what }),
      {
        title: t('Erase this person?'),
        okText: t('Erase'),
        danger: true,
        run: async () => {
          const erased = await store.erase(found.email);
          const total = [...Object.values(erased.erased), ...Object.values(erased.ext ?? {})].reduce(
            (sum, count) => sum + count,
            0,
          );
          erasedMessage = t('{{records}} records and {{files}} files erased for {{email}}.', {
            records: total,
            files: erased.files,
            email: found.email,
          });
        },
        failureMessage: t('Nothing was erased. Please try again.'),
      },
    );
    if (!done) return;
    await store.find(messages, found.email);
    store.setNotice(erasedMessage);
  };

  return (
    <section>
      <PageHeader title={t('Personal data')} />
      <Card>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void store.find(messages);
          }}
        >
          <Space.Compact style={{ width: '100%', maxWidth: 520 }}>
            <Input
              aria-label={t('E-mail address')}
              placeholder="person@example.com"
              value={store.email}
              onChange={(event) => store.setEmail(event.target.value)}
            />
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />} loading={busy && !found}>
              {t('Find')}
            </Button>
          </Space.Compact>
        </form>
        {store.error && <Alert style={{ marginTop: 16 }} type="error" showIcon title={store.error} />}
        {store.notice && <Alert style={{ marginTop: 16 }} type="success" showIcon title={store.notice} />}
      </Card>
      {found && (
        <Card
          style={{ marginTop: 16 }}
          title={
            found.total === 0
              ? t('Nothing is held about {{email}}', { email: found.email })
              : t('{{count}} records held about {{email}}', { count: found.total, email: found.email })
          }
          extra={
            found.total > 0 && (
              <Space>
                <Button icon={<DownloadOutlined />} disabled={busy} onClick={() => void exportZip()}>
                  {t('Export .zip')}
                </Button>
                <Button danger icon={<DeleteOutlined />} disabled={busy} onClick={() => void erase()}>
                  {t('Erase everywhere')}
                </Button>
              </Space>
            )
          }
        >
          {found.collections.map((hits) => (
            <div key={hits.collection} style={{ marginBottom: 16 }}>
              <Typography.Title level={2} style={{ fontSize: 16 }}>
                {t(hits.title)}: {hits.records.length}
                {hits.files > 0 && (
                  <Typography.Text type="secondary">{` (${t('{{count}} files', { count: hits.files })})`}</Typography.Text>
                )}
                {hits.source === 'plugin' && <Tag style={{ marginInlineStart: 8 }}>{t('Plugin content type')}</Tag>}
              </Typography.Title>
              {hits.records.length > 0 && (
                // The wide table scrolls in its own region, which takes focus so the keyboard can scroll it too.
                <div
                  className="bo-scroll-region"
                  tabIndex={0}
                  role="region"
                  aria-label={t('{{title}} records', { title: t(hits.title) })}
                >
                  <Table
                    size="small"
                    pagination={false}
                    rowKey={(row) => row.id}
                    dataSource={hits.records}
                    columns={columnsOf(hits, t)}
                  />
                </div>
              )}
            </div>
          ))}
        </Card>
      )}
    </section>
  );
});
