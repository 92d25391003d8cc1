import { useCallback, useEffect, useState } from 'react';
import { Button, Descriptions, Result, Space } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import {
  Can,
  Dialogs,
  errorMessage,
  errorStatus,
  formatNumber,
  PageHeader,
  RecordUnavailable,
  saveFile,
  useMessages,
  useNavigate,
  useSearchParams,
  useService,
} from '@backoffice/kernel';
import type { CollectedRecord } from '../api';
import { CollectedDataApiToken } from '../tokens';

const LIST = '/job-candidates';

type Loaded =
  | { status: 'loading' }
  | { status: 'ready'; candidate: CollectedRecord }
  | { status: 'missing' }
  | { status: 'failed'; error: string };

/**
 * /candidate-view?id=…: one application, loaded by its id (its own address: a reload, a bookmark or a new tab
 * opens it): LinkedIn, Portfolio, Resume, Cover Letter, and all files as a zip.
 */
export default function CandidateView() {
  const api = useService(CollectedDataApiToken);
  const dialogs = useService(Dialogs);
  const navigate = useNavigate();
  const { t } = useMessages();
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
      setLoaded(
        status === 404 || status === 400
          ? { status: 'missing' }
          : { status: 'failed', error: errorMessage(failure, t('Failed to load the candidate. Please try again.')) },
      );
    }
  }, [api, id, t]);
  useEffect(() => {
    void load();
  }, [load]);

  if (!id)
    return (
      <Result
        status="404"
        title={t('Open a candidate from the Job Candidates list.')}
        extra={<Button onClick={() => navigate(LIST)}>{t('Back to candidates')}</Button>}
      />
    );
  if (loaded.status !== 'ready') {
    return (
      <RecordUnavailable
        loading={loaded.status === 'loading'}
        error={loaded.status === 'failed' ? loaded.error : null}
        errorTitle={t('Failed to load the candidate')}
        missingTitle={t('Candidate not found')}
        missingHint={t('The application may have been deleted.')}
        backLabel={t('Back to candidates')}
        onBack={() => navigate(LIST)}
        onRetry={() => void load()}
      />
    );
  }
  const { candidate } = loaded;

  const downloadAll = async () => {
    setProgress(null);
    try {
      saveFile(
        await api.download('get', `/downloadJobCandidate/${encodeURIComponent(candidate._id)}`, undefined, setProgress),
        `${candidate.fName}_${candidate.job}.zip`,
      );
    } catch (failure) {
      await dialogs.error(errorMessage(failure, t('The download failed. Please try again.')), t('Download failed'));
    } finally {
      setProgress(undefined);
    }
  };
  const fileLink = (url: string, name: string) =>
    // The spec's Download link, naming the file (it opens in a new tab, where the browser shows or saves it).
    url ? (
      <a href={url} target="_blank" rel="noopener noreferrer">
        {name ? t('Download {{name}} (opens in a new tab)', { name }) : t('Download the file (opens in a new tab)')}
      </a>
    ) : (
      t('Not provided')
    );

  return (
    <section>
      <PageHeader
        title={`${candidate.fName} ${candidate.lName}`}
        breadcrumb={[{ label: t('Job Candidates'), path: LIST }, { label: candidate.job }]}
        actions={
          <Space>
            <Button onClick={() => navigate(LIST)}>{t('Back')}</Button>
            <Can permission="data:manage">
              <Button
                type="primary"
                icon={<DownloadOutlined />}
                loading={progress !== undefined}
                onClick={() => void downloadAll()}
              >
                {progress === undefined
                  ? t('Download All Files')
                  : progress
                    ? t('Downloading {{percent}}%', { percent: formatNumber(Math.round(progress * 100)) })
                    : t('Downloading...')}
              </Button>
            </Can>
          </Space>
        }
      />
      <Descriptions bordered column={1} size="middle">
        <Descriptions.Item label={t('Job')}>{candidate.job}</Descriptions.Item>
        <Descriptions.Item label={t('Email')}>{candidate.email}</Descriptions.Item>
        <Descriptions.Item label={t('Phone Number')}>{candidate.phone}</Descriptions.Item>
        <Descriptions.Item label={t('LinkedIn')}>
          {candidate.linkedIn ? (
            <a href={candidate.linkedIn} target="_blank" rel="noopener noreferrer">
              {candidate.linkedIn}
            </a>
          ) : (
            t('Not provided')
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('Portfolio')}>
          {fileLink(candidate.portfolio, candidate.portfolioName)}
        </Descriptions.Item>
        <Descriptions.Item label={t('Resume')}>{fileLink(candidate.resume, candidate.resumeName)}</Descriptions.Item>
        <Descriptions.Item label={t('Cover Letter')}>
          {/* The applicant's own line breaks are kept; long words wrap on a phone. */}
          {candidate.coverLetter ? (
            <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{candidate.coverLetter}</div>
          ) : (
            t('Not provided')
          )}
        </Descriptions.Item>
      </Descriptions>
    </section>
  );
}
