import { createToken, type ListStore } from '@backoffice/kernel';
import type { PricingApi, PricingPlan } from './api';

export const PricingApiToken = createToken<PricingApi>('pricing/PricingApi');
/** The pricing plan list's state: its rows, query, selection, loading and error. */
export const PricingListStoreToken = createToken<ListStore<PricingPlan>>('pricing/PricingListStore');
