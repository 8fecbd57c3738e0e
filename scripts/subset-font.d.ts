// subset-font ships no types: the part scripts/pdf-fonts.ts uses.
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2'; noLayoutClosure?: boolean },
  ): Promise<Buffer>;
}
