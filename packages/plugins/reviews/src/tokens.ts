import { createToken } from '@backoffice/kernel';
import type { ReviewsApi } from './api';

export const ReviewsApiToken = createToken<ReviewsApi>('reviews/ReviewsApi');
