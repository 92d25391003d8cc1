import { ReviewForm } from './ReviewForm';

/** /add-new-review */
export default function ReviewAdd() {
  return <ReviewForm />;
}
