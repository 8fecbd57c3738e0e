// `npx tsx scripts/pdf-fonts.ts`: renews the fonts the server's PDFs embed (server/pdf/fonts/).
// They are checked in because `npm install && npm start` must print Arabic and Chinese on a bare
// machine, and the npm packages that carry Noto Sans SC weigh 57–73 MB: this script takes the
// Noto fonts from pinned packages once, keeps what an invoice needs, and writes them with their
// licences. Run it again to move to newer versions of the fonts.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const OUT = fileURLToPath(new URL('../server/pdf/fonts/', import.meta.url));

const PACKAGES = {
  latin: '@expo-google-fonts/noto-sans@0.4.2',
  arabic: '@expo-google-fonts/noto-sans-arabic@0.4.3',
  cjk: '@expo-google-fonts/noto-sans-sc@0.4.3',
} as const;

const range = (from: number, to: number) =>
  String.fromCodePoint(...Array.from({ length: to - from + 1 }, (_, i) => from + i));

/** Latin with its accents (every European language the app may meet), Greek, Cyrillic, punctuation and currency signs. */
const LATIN_TEXT = [
  range(0x20, 0x7e),
  range(0xa0, 0x24f),
  range(0x2b0, 0x36f),
  range(0x370, 0x3ff),
  range(0x400, 0x4ff),
  range(0x1e00, 0x1eff),
  range(0x2000, 0x206f),
  range(0x20a0, 0x20cf),
  range(0x2100, 0x215f),
  range(0x2190, 0x21ff),
  range(0x2212, 0x2212),
].join('');

/**
 * GB 2312, the character set of simplified Chinese: its 6,763 hanzi (levels 1 and 2) cover all
 * but a sliver of modern text, and its symbol rows bring the full-width punctuation. Decoded from
 * the GB 2312 code table itself (rows A1–A9 symbols, B0–F7 hanzi) so no list is kept here.
 */
function gb2312(): string {
  const gbk = new TextDecoder('gbk');
  let text = '';
  for (let row = 0xa1; row <= 0xf7; row++) {
    if (row >= 0xaa && row <= 0xaf) continue; // unassigned rows
    for (let cell = 0xa1; cell <= 0xfe; cell++) {
      if (row === 0xd7 && cell >= 0xfa) continue; // GBK's additions to the end of level 1
      const char = gbk.decode(Uint8Array.of(row, cell));
      if (char !== '\ufffd') text += char;
    }
  }
  return text;
}

const CJK_TEXT = gb2312() + range(0x3000, 0x303f) + range(0xff00, 0xffef);

function unpack(spec: string, into: string): string {
  const name = execFileSync('npm', ['pack', spec, '--silent', '--pack-destination', into], {
    encoding: 'utf8',
  }).trim();
  const dir = join(into, name.replace(/\.tgz$/, ''));
  execFileSync('mkdir', ['-p', dir]);
  execFileSync('tar', ['-xzf', join(into, name), '-C', dir]);
  return join(dir, 'package');
}

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'pdf-fonts-'));
  try {
    const latin = unpack(PACKAGES.latin, work);
    const arabic = unpack(PACKAGES.arabic, work);
    const cjk = unpack(PACKAGES.cjk, work);
    const written: [string, Buffer][] = [];
    for (const [weight, dir] of [
      ['Regular', '400Regular'],
      ['Bold', '700Bold'],
    ] as const) {
      const source = readFileSync(join(latin, dir, `NotoSans_${dir}.ttf`));
      written.push([
        `NotoSans-${weight}.ttf`,
        await subsetFont(source, LATIN_TEXT, { targetFormat: 'sfnt' }),
      ]);
      // Noto Sans Arabic holds only Arabic: kept whole, every joining form and ligature with it.
      written.push([
        `NotoSansArabic-${weight}.ttf`,
        readFileSync(join(arabic, dir, `NotoSansArabic_${dir}.ttf`)),
      ]);
    }
    // One weight of Chinese (2.4 MB): bold Chinese is drawn from it, outlined (server/pdf/text.ts).
    written.push([
      'NotoSansSC-Regular.ttf',
      await subsetFont(readFileSync(join(cjk, '400Regular', 'NotoSansSC_400Regular.ttf')), CJK_TEXT, {
        targetFormat: 'sfnt',
      }),
    ]);
    for (const [name, bytes] of written) writeFileSync(join(OUT, name), bytes);
    copyFileSync(join(latin, 'LICENSE_FONT'), join(OUT, 'OFL-NotoSans.txt'));
    copyFileSync(join(arabic, 'LICENSE_FONT'), join(OUT, 'OFL-NotoSansArabic.txt'));
    copyFileSync(join(cjk, 'LICENSE_FONT'), join(OUT, 'OFL-NotoSansSC.txt'));
    for (const [name] of written) console.log(`${name}: ${statSync(join(OUT, name)).size} bytes`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
