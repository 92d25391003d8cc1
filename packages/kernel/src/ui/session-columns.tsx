import { Space, Tag, Tooltip } from 'antd';
import { Translated } from './Translated';
import { DesktopOutlined, MobileOutlined } from '@ant-design/icons';
import type { SessionSummary } from '@backoffice/contracts';
import { formatDateTime } from './format';
import type { ListColumn } from './ListPage';

/** "Nov 12, 2026, 9:41 AM": when a session started or was last used. */
export function formatSessionTime(iso: string): string {
  return formatDateTime(iso);
}

/** The server names a phone's or tablet's device with a "(mobile)" or "(tablet)" suffix. */
const isPhone = (session: SessionSummary) => /\((mobile|tablet)\)$/.test(session.device ?? '');

/**
 * The columns of a list of live sessions, the same on the own Sessions screen and on a super admin's view of
 * another admin's: the device (icon, browser and system, the whole User-Agent in a tooltip, "This device" on the
 * current one), then last seen, address and signed in, which a phone shows in the row's expansion.
 */
export function sessionColumns(): ListColumn<SessionSummary>[] {
  return [
    {
      title: 'Device',
      key: 'device',
      phone: 'show',
      render: (_value, row) => (
        // Two lines at most, so a phone's narrow column still shows the "This device" mark.
        <Space size={4} wrap style={{ maxWidth: 180 }}>
          <Tooltip title={row.userAgent ?? undefined}>
            {/* The icon stays beside the name: only the "This device" mark moves to a second line. */}
            <span style={{ whiteSpace: 'nowrap' }}>
              {isPhone(row) ? <MobileOutlined aria-hidden /> : <DesktopOutlined aria-hidden />}{' '}
              {row.device ?? <Translated text="Unknown device" />}
            </span>
          </Tooltip>
          {row.current && (
            <Tag color="green">
              <Translated text="This device" />
            </Tag>
          )}
        </Space>
      ),
    },
    { title: 'Last seen', key: 'lastSeen', phone: 'expand', render: (_value, row) => formatSessionTime(row.lastSeen) },
    { title: 'Address', key: 'ip', phone: 'expand', render: (_value, row) => row.ip ?? '-' },
    {
      title: 'Signed in',
      key: 'createdAt',
      phone: 'expand',
      render: (_value, row) => formatSessionTime(row.createdAt),
    },
  ];
}
