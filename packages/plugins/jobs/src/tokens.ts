import { createToken } from '@backoffice/kernel';
import type { JobsApi } from './api';

export const JobsApiToken = createToken<JobsApi>('jobs/JobsApi');
