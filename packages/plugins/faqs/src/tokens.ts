import { createToken } from '@backoffice/kernel';
import type { FaqsApi } from './api';

export const FaqsApiToken = createToken<FaqsApi>('faqs/FaqsApi');
