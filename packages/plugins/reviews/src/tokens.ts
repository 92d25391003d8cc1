import { createToken, type ListStore } from '@backoffice/kernel';
import type { Review, ReviewsApi } from './api';

export const ReviewsApiToken = createToken<ReviewsApi>('reviews/ReviewsApi');
/** The review list's state: its rows, query, selection, loading and error. */
export const ReviewsListStoreToken = createToken<ListStore<Review>>('reviews/ReviewsListStore');
