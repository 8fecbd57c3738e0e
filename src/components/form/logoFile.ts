import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '../../../domain/common/images';

/**
 * A hint about a chosen logo before it is sent: its declared type is not an allowed image, or it
 * is over 5 MB. Only a hint: the server reads the content and decides.
 */
export function logoFileHint(
  file: Pick<File, 'type' | 'size'>,
): 'fileType' | 'fileSize' | 'fileEmpty' | null {
  if (file.size === 0) return 'fileEmpty';
  if (file.type && !(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'fileType';
  if (file.size > MAX_IMAGE_BYTES) return 'fileSize';
  return null;
}

/** "1.2 MB", "340 KB": a file's size for people. */
export function fileSizeText(bytes: number, locale: string): string {
  const format = (n: number, unit: string) =>
    `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(n)} ${unit}`;
  if (bytes >= 1024 * 1024) return format(bytes / (1024 * 1024), 'MB');
  if (bytes >= 1024) return format(bytes / 1024, 'KB');
  return format(bytes, 'B');
}
