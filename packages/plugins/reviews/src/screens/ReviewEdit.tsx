import { Button, Result } from 'antd';
import { useMessages, useNavigate, useSearchParams } from '@backoffice/kernel';
import { ReviewForm } from './ReviewForm';

/** /reviews/edit-review?id=…: edits that review (its own address, so a reload keeps it open). */
export default function ReviewEdit() {
  const { t } = useMessages();
  const navigate = useNavigate();
  const id = useSearchParams()[0].get('id');
  if (!id) {
    return (
      <Result
        status="info"
        title={t('Choose a review to edit')}
        subTitle={t('Open a review from the list to edit it.')}
        extra={<Button onClick={() => navigate('/reviews')}>{t('Back to reviews')}</Button>}
      />
    );
  }
  return <ReviewForm key={id} id={id} />;
}
