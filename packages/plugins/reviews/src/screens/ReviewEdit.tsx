import { Button, Result } from 'antd';
import { useLocation, useNavigate } from '@backoffice/kernel';
import type { Review } from '../api';
import { ReviewForm } from './ReviewForm';

/** /reviews/edit-review: edits the review carried in navigation state (a reload loses it: say so). */
export default function ReviewEdit() {
  const navigate = useNavigate();
  const review = (useLocation().state as { review?: Review } | null)?.review;
  if (!review) {
    return (
      <Result
        status="info"
        title="Choose a review to edit"
        subTitle="Open a review from the list to edit it."
        extra={<Button onClick={() => navigate('/reviews')}>Back to reviews</Button>}
      />
    );
  }
  return <ReviewForm review={review} />;
}
