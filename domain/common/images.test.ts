import { describe, expect, it } from 'vitest';
import { detectImageType } from './images';

const bytes = (...b: number[]) => Uint8Array.from(b);
const text = (s: string) => new TextEncoder().encode(s);

describe('image type by content', () => {
  it('recognises each allowed type by its signature', () => {
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(detectImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(detectImageType(text('GIF89a....'))).toBe('image/gif');
    expect(detectImageType(text('GIF87a....'))).toBe('image/gif');
    expect(detectImageType(text('RIFF\x10\x00\x00\x00WEBPVP8 '))).toBe('image/webp');
    expect(detectImageType(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('image/svg+xml');
    expect(detectImageType(text('\uFEFF<?xml version="1.0"?>\n<!-- logo -->\n<!DOCTYPE svg>\n<svg>'))).toBe(
      'image/svg+xml',
    );
  });

  it('refuses everything else, whatever it is called', () => {
    expect(detectImageType(text('MZ\x90\x00'))).toBeNull();
    expect(detectImageType(text('<html><svg></svg></html>'))).toBeNull();
    expect(detectImageType(text('RIFF\x10\x00\x00\x00WAVEfmt '))).toBeNull();
    expect(detectImageType(text('%PDF-1.7'))).toBeNull();
    expect(detectImageType(bytes())).toBeNull();
  });
});
