import { useEffect, useState } from 'react';
import { useMessages } from '../i18n/use-messages';
import Cropper, { type Area } from 'react-easy-crop';
import { Modal, Slider, Typography } from 'antd';
import type { FocalPoint } from '@backoffice/contracts';
import { cropToSize } from './crop-image';
import { readImageDimensions } from './image-dimensions';
import type { Dimensions } from './image-dimensions';

export interface ImageCropDialogProps {
  /** The picture to crop (its size differs from `size`). */
  file: File;
  /** What the field demands, exactly. */
  size: Dimensions;
  /** The cropped picture, exactly `size`. */
  onDone: (file: File) => void;
  onCancel: () => void;
  /** The library's focal point of the picture: the frame starts centred on it (else on the middle). */
  focalPoint?: FocalPoint | null;
}

/** The largest frame of the field's aspect inside the picture, centred on the focal point as far as it can be (percentages). */
export function frameAround(picture: Dimensions, size: Dimensions, focal: FocalPoint): Area {
  const aspect = size.width / size.height;
  const wide = picture.width / picture.height > aspect;
  const width = wide ? ((picture.height * aspect) / picture.width) * 100 : 100;
  const height = wide ? 100 : (picture.width / aspect / picture.height) * 100;
  const clamp = (value: number, span: number) => Math.min(Math.max(value - span / 2, 0), 100 - span);
  return { x: clamp(focal.x * 100, width), y: clamp(focal.y * 100, height), width, height };
}

/**
 * Crops a picture to the exact size a field demands, instead of refusing it: the frame keeps the field's aspect,
 * the editor drags the picture to choose what stays (its focal point) and zooms; the crop is scaled to the exact
 * size in the browser (react-easy-crop, then a canvas: `cropToSize`).
 */
export function ImageCropDialog({ file, size, onDone, onCancel, focalPoint }: ImageCropDialogProps) {
  const { t } = useMessages();
  const [url] = useState(() => URL.createObjectURL(file));
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  // With a focal point the first frame is placed around it, once the picture's size is known.
  const [initial, setInitial] = useState<{ area?: Area } | null>(focalPoint ? null : {});
  useEffect(() => {
    if (!focalPoint) return;
    let current = true;
    void readImageDimensions(file).then(
      (picture) => current && setInitial(picture ? { area: frameAround(picture, size, focalPoint) } : {}),
    );
    return () => {
      current = false;
    };
  }, [file, size, focalPoint]);

  const finish = async () => {
    if (!area) return;
    setBusy(true);
    try {
      onDone(await cropToSize(file, area, size));
    } catch (error) {
      setFailure(error instanceof Error ? t(error.message) : t('The picture could not be cropped'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={t('Crop to {{width}} × {{height}} px', { ...size })}
      okText={t('Crop and use')}
      okButtonProps={{ disabled: !area, loading: busy }}
      onOk={() => void finish()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {t(
          '{{file}} is not {{width}} × {{height}} px. Drag the picture to keep what matters, zoom if needed; it is scaled to the exact size.',
          { file: file.name, ...size },
        )}
      </Typography.Paragraph>
      <div className="bo-crop-area" style={{ position: 'relative', height: 320, background: '#222' }}>
        {initial && (
          <Cropper
            image={url}
            initialCroppedAreaPercentages={initial.area}
            crop={crop}
            zoom={zoom}
            aspect={size.width / size.height}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_shown, pixels) => setArea(pixels)}
          />
        )}
      </div>
      <label style={{ display: 'block', marginTop: 12 }}>
        {t('Zoom')}
        <Slider min={1} max={4} step={0.05} value={zoom} onChange={setZoom} aria-label={t('Zoom')} />
      </label>
      {failure && (
        <div className="bo-field-error" role="alert">
          {failure}
        </div>
      )}
    </Modal>
  );
}
