import { createToken } from '@backoffice/kernel';
import type { ApiTokensApi } from './api';

export const ApiTokensApiToken = createToken<ApiTokensApi>('api-tokens/ApiTokensApi');
