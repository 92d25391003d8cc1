import type { FocalPoint } from '@backoffice/contracts';

export interface FocalPointPickerProps {
  src: string;
  alt: string;
  value: FocalPoint | null;
  onChange: (point: FocalPoint) => void;
  disabled?: boolean;
}

const round = (value: number) => Math.round(Math.min(Math.max(value, 0), 1) * 100) / 100;

/**
 * The file's preview; a click on it sets the focal point (the part a crop keeps in view), marked with a ring.
 * The picture's box keeps its proportions (max sizes only), so the click's place in it is the place in the picture.
 */
export function FocalPointPicker({ src, alt, value, onChange, disabled }: FocalPointPickerProps) {
  return (
    <div
      style={{
        position: 'relative',
        display: 'inline-block',
        lineHeight: 0,
        background: 'var(--bo-surface-muted, #f5f5f5)',
        borderRadius: 8,
      }}
    >
      <img
        src={src}
        alt={alt}
        data-testid="focal-point-image"
        style={{ maxWidth: '100%', maxHeight: 360, cursor: disabled ? 'default' : 'crosshair', borderRadius: 8 }}
        onClick={(event) => {
          if (disabled) return;
          const box = event.currentTarget.getBoundingClientRect();
          if (!box.width || !box.height) return;
          onChange({
            x: round((event.clientX - box.left) / box.width),
            y: round((event.clientY - box.top) / box.height),
          });
        }}
      />
      {value && (
        <span
          aria-hidden="true"
          style={{
            position: 'absolute',
            left: `${value.x * 100}%`,
            top: `${value.y * 100}%`,
            width: 22,
            height: 22,
            marginLeft: -11,
            marginTop: -11,
            border: '3px solid #fff',
            borderRadius: '50%',
            boxShadow: '0 0 0 2px #1677ff, 0 0 6px rgba(0,0,0,.6)',
            pointerEvents: 'none',
          }}
        />
      )}
    </div>
  );
}
