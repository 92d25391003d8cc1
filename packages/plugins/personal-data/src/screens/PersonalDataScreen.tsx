import { useState } from 'react';
import { Alert, Button, Card, Input, Space, Table, Typography } from 'antd';
import { DeleteOutlined, DownloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Dialogs, errorMessage, PageHeader, saveFile, useService } from '@backoffice/kernel';
import type { PersonalDataFound, PersonalDataHits } from '../api';
import { PersonalDataApiToken } from '../tokens';

const EMAIL = /^[^\s@]+@[^\s@]+$/;

/** The columns a person's records are shown with (every stored column but bookkeeping). */
function columnsOf(hits: PersonalDataHits) {
  const keys = Object.keys(hits.records[0] ?? {}).filter((key) => key !== 'id' && key !== 'updated_at');
  return keys.map((key) => ({ title: key.replace(/_/g, ' '), dataIndex: key, key }));
}

/**
 * /personal-data: finds a person by e-mail across newsletter, leads, contact-sales and candidates; exports all
 * of it as one .zip; erases it everywhere (with their files) after a confirmation naming what will go.
 */
export default function PersonalDataScreen() {
  const api = useService(PersonalDataApiToken);
  const dialogs = useService(Dialogs);
  const [email, setEmail] = useState('');
  const [found, setFound] = useState<PersonalDataFound | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const find = async (address = email.trim()) => {
    setNotice(null);
    if (!EMAIL.test(address)) {
      setError('Enter an e-mail address');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setFound(await api.find(address));
    } catch (failure) {
      setError(errorMessage(failure, 'The search failed. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  const exportZip = async () => {
    if (!found) return;
    setBusy(true);
    try {
      saveFile(await api.exportZip(found.email), 'personal-data.zip');
    } catch (failure) {
      await dialogs.error(errorMessage(failure, 'The download failed. Please try again.'), 'Download failed');
    } finally {
      setBusy(false);
    }
  };

  const erase = async () => {
    if (!found) return;
    const files = found.collections.reduce((sum, hits) => sum + hits.files, 0);
    const what = found.collections.filter((hits) => hits.records.length > 0).map((hits) => `${hits.records.length} in ${hits.title}`).join(', ');
    let erasedMessage = '';
    const done = await dialogs.confirmAndRun(`Everything held about ${found.email} (${what}${files ? `, ${files} files` : ''}) will be permanently erased.`, {
      title: 'Erase this person?',
      okText: 'Erase',
      danger: true,
      run: async () => {
        const erased = await api.erase(found.email);
        const total = Object.values(erased.erased).reduce((sum, count) => sum + count, 0);
        erasedMessage = `${total} records and ${erased.files} files erased for ${found.email}.`;
      },
      failureMessage: 'Nothing was erased. Please try again.',
    });
    if (!done) return;
    await find(found.email);
    setNotice(erasedMessage);
  };

  return (
    <section>
      <PageHeader title="Personal data" />
      <Card>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void find();
          }}
        >
          <Space.Compact style={{ width: '100%', maxWidth: 520 }}>
            <Input aria-label="E-mail address" placeholder="person@example.com" value={email} onChange={(event) => setEmail(event.target.value)} />
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />} loading={busy && !found}>Find</Button>
          </Space.Compact>
        </form>
        {error && <Alert style={{ marginTop: 16 }} type="error" showIcon title={error} />}
        {notice && <Alert style={{ marginTop: 16 }} type="success" showIcon title={notice} />}
      </Card>
      {found && (
        <Card style={{ marginTop: 16 }} title={found.total === 0 ? `Nothing is held about ${found.email}` : `${found.total} records held about ${found.email}`}
          extra={found.total > 0 && (
            <Space>
              <Button icon={<DownloadOutlined />} disabled={busy} onClick={() => void exportZip()}>Export .zip</Button>
              <Button danger icon={<DeleteOutlined />} disabled={busy} onClick={() => void erase()}>Erase everywhere</Button>
            </Space>
          )}
        >
          {found.collections.map((hits) => (
            <div key={hits.collection} style={{ marginBottom: 16 }}>
              <Typography.Title level={2} style={{ fontSize: 16 }}>
                {hits.title}: {hits.records.length}
                {hits.files > 0 && <Typography.Text type="secondary"> ({hits.files} files)</Typography.Text>}
              </Typography.Title>
              {hits.records.length > 0 && (
                <Table size="small" pagination={false} scroll={{ x: 'max-content' }} rowKey={(row) => row.id} dataSource={hits.records} columns={columnsOf(hits)} />
              )}
            </div>
          ))}
        </Card>
      )}
    </section>
  );
}
