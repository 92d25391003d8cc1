import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | null = null;

/**
 * sharp, loaded with the first image the server reads rather than at start: it maps libvips, ~19 MB of memory a
 * process that handles no image upload would hold for nothing (docs/architecture.md, memory at rest).
 */
export function loadSharp(): Promise<typeof Sharp> {
  return (loading ??= import('sharp').then((module) => module.default));
}
