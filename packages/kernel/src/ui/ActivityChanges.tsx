import type { ActivityChange, ActivityValue } from '@backoffice/contracts';
import { Typography } from 'antd';

/** A logged value as text: long or rich text arrives as its size and an excerpt. */
export function activityValueText(value: ActivityValue): string {
  if (value === null || value === '') return '(empty)';
  if (typeof value === 'object' && !Array.isArray(value) && typeof (value as { size?: unknown }).size === 'number' && 'excerpt' in value) {
    const text = value as { size: number; excerpt: string };
    return `${text.excerpt} (${text.size.toLocaleString('en-US')} characters)`;
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The fields an update changed, each with its value before and after (the Activity screen and History). */
export function ActivityChanges({ changes }: { changes: ActivityChange[] }) {
  if (changes.length === 0) return null;
  return (
    <table className="bo-activity-changes" style={{ borderCollapse: 'collapse', fontSize: 13 }}>
      <thead>
        <tr>
          <th style={{ textAlign: 'left', paddingRight: 12 }}>Field</th>
          <th style={{ textAlign: 'left', paddingRight: 12 }}>Before</th>
          <th style={{ textAlign: 'left' }}>After</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.field}>
            <td style={{ paddingRight: 12, verticalAlign: 'top' }}><Typography.Text code>{change.field}</Typography.Text></td>
            <td style={{ paddingRight: 12, verticalAlign: 'top' }}><Typography.Text delete type="secondary">{activityValueText(change.before)}</Typography.Text></td>
            <td style={{ verticalAlign: 'top' }}><Typography.Text>{activityValueText(change.after)}</Typography.Text></td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
