import { createToken, type ListStore } from '@backoffice/kernel';
import type { Job, JobsApi } from './api';

export const JobsApiToken = createToken<JobsApi>('jobs/JobsApi');
/** The job list's state: its rows, query, selection, loading and error. */
export const JobsListStoreToken = createToken<ListStore<Job>>('jobs/JobsListStore');
