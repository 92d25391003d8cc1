import { observer } from 'mobx-react-lite';
import { Avatar, Dropdown } from 'antd';
import { EditOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useService } from '../core/services-context';
import { Navigator, Session } from '../core/tokens';

/** Picture (or a default avatar) and name; its menu offers Edit Profile and Logout. */
export const ProfileChip = observer(function ProfileChip() {
  const session = useService(Session);
  const navigator = useService(Navigator);
  const user = session.user;
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items: [
          { key: 'edit-profile', label: 'Edit Profile', icon: <EditOutlined /> },
          { type: 'divider' },
          { key: 'logout', label: 'Logout', icon: <LogoutOutlined />, danger: true },
        ],
        onClick: ({ key }) => {
          if (key === 'edit-profile') navigator.go('/edit-profile');
          if (key === 'logout') void session.signOut();
        },
      }}
    >
      {/* The name shown is part of the accessible name (WCAG 2.5.3, label in name). */}
      <button type="button" className="bo-profile-chip" aria-label={session.displayName ? `${session.displayName}, profile menu` : 'Profile menu'}>
        <Avatar size={32} src={user?.pfp || undefined} icon={<UserOutlined />} alt="" />
        <span className="bo-profile-name">{session.displayName}</span>
      </button>
    </Dropdown>
  );
});
