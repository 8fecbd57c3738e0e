import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../../../domain/common/images';
import { fileSizeText, logoFileHint } from './logoFile';

describe('logoFileHint', () => {
  it('says nothing about an allowed image up to 5 MB, or a file of unknown type', () => {
    expect(logoFileHint({ type: 'image/png', size: 1000 })).toBeNull();
    expect(logoFileHint({ type: 'image/svg+xml', size: MAX_IMAGE_BYTES })).toBeNull();
    expect(logoFileHint({ type: '', size: 10 })).toBeNull();
  });

  it('warns about another type, a file over 5 MB, an empty file', () => {
    expect(logoFileHint({ type: 'application/pdf', size: 1000 })).toBe('fileType');
    expect(logoFileHint({ type: 'image/bmp', size: 1000 })).toBe('fileType');
    expect(logoFileHint({ type: 'image/jpeg', size: MAX_IMAGE_BYTES + 1 })).toBe('fileSize');
    expect(logoFileHint({ type: 'image/jpeg', size: 0 })).toBe('fileEmpty');
  });
});

describe('fileSizeText', () => {
  it('uses B, KB or MB', () => {
    expect(fileSizeText(512, 'en')).toBe('512 B');
    expect(fileSizeText(2048, 'en')).toBe('2 KB');
    expect(fileSizeText(1.5 * 1024 * 1024, 'en')).toBe('1.5 MB');
  });
});
