import { Button, Result, Spin } from 'antd';
import { useMessages } from '../i18n/use-messages';

/** The inline 'Loading...' line lists and forms show while their data arrives. */
export function LoadingLine() {
  const { t } = useMessages();
  return (
    <div role="status" style={{ display: 'flex', gap: 12, alignItems: 'center', padding: 24 }}>
      <Spin /> {t('Loading...')}
    </div>
  );
}

export interface RecordUnavailableProps {
  /** Still loading: shows 'Loading...'. */
  loading: boolean;
  /** The load failed with this message; null when the record is simply not there. */
  error: string | null;
  /** Title when the record is missing, e.g. 'This card no longer exists'. */
  missingTitle: string;
  /** Under the missing title; by default a hint that someone else deleted it. Null for none. */
  missingHint?: string | null;
  /** Title when the load failed (the error then goes below it); the error itself by default. */
  errorTitle?: string;
  /** The way back (e.g. to the list); none when omitted. */
  backLabel?: string;
  onBack?: () => void;
  /** Offered with a failed load. */
  onRetry?: () => void;
}

/**
 * What an edit form shows instead of itself when its record is not (yet) there: loading, a failed load
 * with Retry, or a record that no longer exists, each with a way back to the list.
 */
export function RecordUnavailable(props: RecordUnavailableProps) {
  const { t } = useMessages();
  if (props.loading) return <LoadingLine />;
  const { error } = props;
  const hint = props.missingHint === undefined ? t('It may have been deleted by someone else.') : props.missingHint;
  return (
    <section>
      <Result
        status={error ? 'error' : '404'}
        title={error ? (props.errorTitle ?? error) : props.missingTitle}
        subTitle={error ? (props.errorTitle && props.errorTitle !== error ? error : undefined) : (hint ?? undefined)}
        extra={
          <>
            {error && props.onRetry && <Button onClick={props.onRetry}>{t('Retry')}</Button>}
            {props.onBack && <Button onClick={props.onBack}>{props.backLabel}</Button>}
          </>
        }
      />
    </section>
  );
}
