import { createToken } from '@backoffice/kernel';
import type { PricingApi } from './api';

export const PricingApiToken = createToken<PricingApi>('pricing/PricingApi');
