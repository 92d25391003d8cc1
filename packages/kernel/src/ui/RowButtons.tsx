import type { ReactNode } from 'react';
import { Button, Tooltip } from 'antd';
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
  return withTooltip(
    <Button icon={<EditOutlined />} aria-label={`Edit ${name}`} disabled={disabled} onClick={onClick}>
      {iconOnly ? null : 'Edit'}
    </Button>,
    tooltip,
  );
}

/** A row's Delete button (red). */
export function DeleteButton({ name, onClick, iconOnly, tooltip, disabled }: RowButtonProps) {
  return withTooltip(
    <Button danger icon={<DeleteOutlined />} aria-label={`Delete ${name}`} disabled={disabled} onClick={onClick}>
      {iconOnly ? null : 'Delete'}
    </Button>,
    tooltip,
  );
}

export interface AddButtonProps {
  onClick: () => void;
  /** Who sees it; `content:write` by default. */
  permission?: Permission;
  label?: string;
  disabled?: boolean;
  /** Why it is disabled. */
  tooltip?: string;
}

/** The list header's primary '+ Add New', shown only to roles that may add. */
export function AddButton({ onClick, permission = 'content:write', label = 'Add New', disabled, tooltip }: AddButtonProps) {
  const button = (
    <Button type="primary" icon={<PlusOutlined />} disabled={disabled} onClick={onClick}>
      {label}
    </Button>
  );
  return <Can permission={permission}>{withTooltip(button, tooltip)}</Can>;
}
