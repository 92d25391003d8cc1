import { Button, Result } from 'antd';
import { useNavigate, useSearchParams } from '@backoffice/kernel';
import { ReviewForm } from './ReviewForm';

/** /reviews/edit-review?id=…: edits that review (its own address, so a reload keeps it open). */
export default function ReviewEdit() {
  const navigate = useNavigate();
  const id = useSearchParams()[0].get('id');
  if (!id) {
    return (
      <Result
        status="info"
        title="Choose a review to edit"
        subTitle="Open a review from the list to edit it."
        extra={<Button onClick={() => navigate('/reviews')}>Back to reviews</Button>}
      />
    );
  }
  return <ReviewForm key={id} id={id} />;
}
