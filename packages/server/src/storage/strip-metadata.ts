import { loadSharp } from './load-sharp';

/** Raster formats whose stored originals keep no embedded metadata (issue 37); GIFs and SVGs are stored as sent. */
const STRIPPED = new Set(['jpg', 'png', 'webp']);

/**
 * The bytes to store for an uploaded image: without EXIF (a phone's GPS position, camera, dates), XMP, IPTC or
 * comments, its orientation applied so it looks as it did. The colour profile is kept (colours stay the same).
 * An image carrying none of these is stored as sent, byte for byte: stripping twice changes nothing, so a file
 * picked from the library and sent again is still recognised by its hash (and a JPEG is not encoded again).
 * A file sharp cannot read (the upload checks passed it) is stored as sent.
 */
export async function withoutMetadata(buffer: Buffer, ext: string): Promise<Buffer> {
  if (!STRIPPED.has(ext)) return buffer;
  try {
    const sharp = await loadSharp();
    const meta = await sharp(buffer, { animated: true }).metadata();
    const rotated = meta.orientation !== undefined && meta.orientation !== 1;
    const carries = Boolean(meta.exif || meta.xmp || meta.iptc || meta.comments?.length || rotated);
    if (!carries) return buffer;
    const animated = (meta.pages ?? 1) > 1;
    // Orientation is applied to still images only (sharp rotates one frame); an animated WebP keeps its frames.
    const image = animated ? sharp(buffer, { animated: true }) : sharp(buffer).rotate();
    const kept = meta.icc ? image.keepIccProfile() : image;
    if (ext === 'jpg')
      return await kept
        .jpeg({ quality: 92, chromaSubsampling: meta.chromaSubsampling === '4:4:4' ? '4:4:4' : '4:2:0' })
        .toBuffer();
    if (ext === 'png') return await kept.png({ compressionLevel: 9, palette: meta.isPalette }).toBuffer();
    return await kept.webp({ quality: 90 }).toBuffer();
  } catch {
    return buffer;
  }
}
