import type { Dimensions } from './image-dimensions';

/** A part of a picture in its own pixels, as the cropper reports it. */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The format a cropped picture is saved in: its own when the browser can write it (PNG, JPEG, WebP), else PNG. */
function outputType(type: string): string {
  return ['image/png', 'image/jpeg', 'image/webp'].includes(type) ? type : 'image/png';
}

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/**
 * Cuts `area` out of the picture and scales it to exactly `size` in the browser (a canvas), so a field that
 * demands exact dimensions gets them; the server still checks the result. Answers a new file named after the
 * original with the size: `cover-449x289.png`.
 */
export async function cropToSize(file: File, area: CropArea, size: Dimensions): Promise<File> {
  const bitmap = await createImageBitmap(file);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot crop pictures');
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, area.x, area.y, area.width, area.height, 0, 0, size.width, size.height);
  bitmap.close();
  const type = outputType(file.type);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.92));
  if (!blob) throw new Error('The picture could not be cropped');
  const stem = file.name.includes('.') ? file.name.slice(0, file.name.lastIndexOf('.')) : file.name;
  return new File([blob], `${stem}-${size.width}x${size.height}.${EXTENSIONS[type]}`, { type });
}
