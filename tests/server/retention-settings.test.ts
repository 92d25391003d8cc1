import { describe, expect, it } from 'vitest';
import { readEnvironment } from '../../packages/server/src/config';

describe('retention settings', () => {
  it('keeps the activity log 365 days and collected data for ever unless told', () => {
    const settings = readEnvironment({}, '/srv/backoffice');
    expect(settings.activityRetentionDays).toBe(365);
    expect(settings.retentionDays).toEqual({});
  });

  it('reads ACTIVITY_RETENTION_DAYS and RETENTION_<COLLECTION>_DAYS, and refuses nonsense', () => {
    const settings = readEnvironment(
      {
        ACTIVITY_RETENTION_DAYS: '90',
        RETENTION_LEADS_DAYS: '30',
        RETENTION_CANDIDATES_DAYS: ' 180 ',
        RETENTION_NEWSLETTER_DAYS: '',
      },
      '/srv',
    );
    expect(settings.activityRetentionDays).toBe(90);
    expect(settings.retentionDays).toEqual({ leads: 30, candidates: 180 });
    expect(readEnvironment({ RETENTION_CONTACT_SALES_DAYS: '7' }, '/srv').retentionDays).toEqual({ contactSales: 7 });
    expect(() => readEnvironment({ RETENTION_LEADS_DAYS: 'soon' }, '/srv')).toThrow(
      'RETENTION_LEADS_DAYS must be a positive whole number',
    );
    expect(() => readEnvironment({ ACTIVITY_RETENTION_DAYS: '0' }, '/srv')).toThrow(
      'ACTIVITY_RETENTION_DAYS must be a positive whole number',
    );
  });
});
