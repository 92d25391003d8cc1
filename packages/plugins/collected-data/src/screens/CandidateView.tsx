import { useCallback, useEffect, useState } from 'react';
import { Button, Descriptions, Result, Space } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { Can, Dialogs, errorMessage, errorStatus, PageHeader, RecordUnavailable, saveFile, useNavigate, useSearchParams, useService } from '@backoffice/kernel';
import type { CollectedRecord } from '../api';
import { CollectedDataApiToken } from '../tokens';

const LIST = '/job-candidates';

type Loaded = { status: 'loading' } | { status: 'ready'; candidate: CollectedRecord } | { status: 'missing' } | { status: 'failed'; error: string };

/**
 * /candidate-view?id=…: one application, loaded by its id (its own address: a reload, a bookmark or a new tab
 * opens it): LinkedIn, Portfolio, Resume, Cover Letter, and all files as a zip.
 */
export default function CandidateView() {
  const api = useService(CollectedDataApiToken);
  const dialogs = useService(Dialogs);
  const navigate = useNavigate();
  const id = useSearchParams()[0].get('id') ?? '';
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  const load = useCallback(async () => {
    if (!id) return;
    setLoaded({ status: 'loading' });
    try {
      setLoaded({ status: 'ready', candidate: await api.candidate(id) });
    } catch (failure) {
      // A 404 is a candidate deleted meanwhile; a 400 an address with a malformed id.
      const status = errorStatus(failure);
      setLoaded(status === 404 || status === 400 ? { status: 'missing' } : { status: 'failed', error: errorMessage(failure, 'Failed to load the candidate. Please try again.') });
    }
  }, [api, id]);
  useEffect(() => {
    void load();
  }, [load]);

  if (!id) return <Result status="404" title="Open a candidate from the Job Candidates list." extra={<Button onClick={() => navigate(LIST)}>Back to candidates</Button>} />;
  if (loaded.status !== 'ready') {
    return (
      <RecordUnavailable
        loading={loaded.status === 'loading'}
        error={loaded.status === 'failed' ? loaded.error : null}
        errorTitle="Failed to load the candidate"
        missingTitle="Candidate not found"
        missingHint="The application may have been deleted."
        backLabel="Back to candidates"
        onBack={() => navigate(LIST)}
        onRetry={() => void load()}
      />
    );
  }
  const { candidate } = loaded;

  const downloadAll = async () => {
    setProgress(null);
    try {
      saveFile(await api.download('get', `/downloadJobCandidate/${encodeURIComponent(candidate._id)}`, undefined, setProgress), `${candidate.fName}_${candidate.job}.zip`);
    } catch (failure) {
      await dialogs.error(errorMessage(failure, 'The download failed. Please try again.'), 'Download failed');
    } finally {
      setProgress(undefined);
    }
  };
  const fileLink = (url: string, name: string) =>
    url ? <a href={url} target="_blank" rel="noopener noreferrer">{name || 'Open'} (opens in a new tab)</a> : 'Not provided';

  return (
    <section>
      <PageHeader
        title={`${candidate.fName} ${candidate.lName}`}
        breadcrumb={[{ label: 'Job Candidates', path: LIST }, { label: candidate.job }]}
        actions={
          <Space>
            <Button onClick={() => navigate(LIST)}>Back</Button>
            <Can permission="data:manage">
              <Button type="primary" icon={<DownloadOutlined />} loading={progress !== undefined} onClick={() => void downloadAll()}>
                {progress !== undefined ? `Downloading${progress ? ` ${Math.round(progress * 100)}%` : '...'}` : 'Download All Files'}
              </Button>
            </Can>
          </Space>
        }
      />
      <Descriptions bordered column={1} size="middle">
        <Descriptions.Item label="Job">{candidate.job}</Descriptions.Item>
        <Descriptions.Item label="Email">{candidate.email}</Descriptions.Item>
        <Descriptions.Item label="Phone Number">{candidate.phone}</Descriptions.Item>
        <Descriptions.Item label="LinkedIn">
          {candidate.linkedIn ? <a href={candidate.linkedIn} target="_blank" rel="noopener noreferrer">{candidate.linkedIn}</a> : 'Not provided'}
        </Descriptions.Item>
        <Descriptions.Item label="Portfolio">{fileLink(candidate.portfolio, candidate.portfolioName)}</Descriptions.Item>
        <Descriptions.Item label="Resume">{fileLink(candidate.resume, candidate.resumeName)}</Descriptions.Item>
        <Descriptions.Item label="Cover Letter">
          {/* The applicant's own line breaks are kept; long words wrap on a phone. */}
          {candidate.coverLetter ? <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{candidate.coverLetter}</div> : 'Not provided'}
        </Descriptions.Item>
      </Descriptions>
    </section>
  );
}
