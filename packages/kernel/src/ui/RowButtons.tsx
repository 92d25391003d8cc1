import type { ReactNode } from 'react';
import { useMessages } from '../i18n/use-messages';
import { Button, Tooltip } from 'antd';
import { useNavigate } from 'react-router-dom';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { Permission } from '../session/permissions';
import { Can } from './Can';

interface RowButtonProps {
  /** What the button acts on, read by screen readers: 'Edit {name}', 'Delete {name}'. */
  name: string;
  onClick: () => void;
  /** Only the icon (tables with many columns); the name stays in the accessible label. */
  iconOnly?: boolean;
  /** A tooltip over the button (icon-only buttons say what they do). */
  tooltip?: string;
  disabled?: boolean;
}

function withTooltip(button: ReactNode, tooltip: string | undefined) {
  return tooltip === undefined ? button : <Tooltip title={tooltip || undefined}>{button}</Tooltip>;
}

/** A row's Edit button. */
export function EditButton({ name, onClick, iconOnly, tooltip, disabled }: RowButtonProps) {
  const { t } = useMessages();
  return withTooltip(
    <Button icon={<EditOutlined />} aria-label={t('Edit {{name}}', { name })} disabled={disabled} onClick={onClick}>
      {iconOnly ? null : t('Edit')}
    </Button>,
    tooltip,
  );
}

/** A row's Delete button (red). */
export function DeleteButton({ name, onClick, iconOnly, tooltip, disabled }: RowButtonProps) {
  const { t } = useMessages();
  return withTooltip(
    <Button
      danger
      icon={<DeleteOutlined />}
      aria-label={t('Delete {{name}}', { name })}
      disabled={disabled}
      onClick={onClick}
    >
      {iconOnly ? null : t('Delete')}
    </Button>,
    tooltip,
  );
}

export interface AddButtonProps {
  /** Where it leads (the add screen's path); or what it does, with `onClick`. */
  to?: string;
  onClick?: () => void;
  /** Who sees it; `content:write` by default. */
  permission?: Permission;
  /** What it adds: the button reads 'Add New <noun>' (e.g. 'Add New FAQ'), as on every list; the noun is looked up in the screen's catalog. */
  noun?: string;
  /** A wording of its own, instead of 'Add New <noun>' (kept for plugins written before `noun`). */
  label?: string;
  disabled?: boolean;
  /** Why it is disabled. */
  tooltip?: string;
}

/** The list header's primary '+ Add New <noun>', shown only to roles that may add. */
export function AddButton({
  to,
  onClick,
  permission = 'content:write',
  noun,
  label,
  disabled,
  tooltip,
}: AddButtonProps) {
  const { t } = useMessages();
  const navigate = useNavigate();
  const button = (
    <Button
      type="primary"
      icon={<PlusOutlined />}
      disabled={disabled}
      onClick={onClick ?? (to === undefined ? undefined : () => navigate(to))}
    >
      {label ?? (noun ? t('Add New {{noun}}', { noun: t(noun) }) : t('Add New'))}
    </Button>
  );
  return <Can permission={permission}>{withTooltip(button, tooltip)}</Can>;
}
