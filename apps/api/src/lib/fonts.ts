import { createRequire } from 'node:module';

const resolve = createRequire(import.meta.url).resolve;

/**
 * The lettering of what the server draws and prints (link previews, brochures), from the
 * `dejavu-fonts-ttf` package rather than the machine's fonts: the same on every machine. DejaVu
 * Sans covers Latin, Greek, Cyrillic and Arabic.
 */
export const FONT_FILES = {
  regular: resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
} as const;
