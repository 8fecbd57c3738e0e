import { readFileSync } from 'node:fs';
import bidiFactory from 'bidi-js';
import * as fontkit from 'fontkit';

/**
 * Text in any of the app's languages on a pdfkit page. pdfkit draws one font at a time, wraps
 * lines in logical order and knows nothing of right to left, so this module does what a browser
 * does: picks a font for each run of text (Noto Sans for Latin, Greek and Cyrillic, Noto Sans
 * Arabic, Noto Sans SC for Chinese; fonts/ says where they come from), breaks lines, and puts each
 * line's runs in visual order with the Unicode bidirectional algorithm (bidi-js). Arabic joining
 * forms come from fontkit's OpenType shaping, which also lays an Arabic run out right to left.
 */

export type Direction = 'ltr' | 'rtl';
export type Align = 'left' | 'right' | 'center';
type Script = 'latin' | 'arabic' | 'cjk';
type Weight = 'regular' | 'bold';

const FONT_FILES: Record<Script, Record<Weight, string>> = {
  latin: { regular: 'NotoSans-Regular.ttf', bold: 'NotoSans-Bold.ttf' },
  arabic: { regular: 'NotoSansArabic-Regular.ttf', bold: 'NotoSansArabic-Bold.ttf' },
  // One weight of Chinese is checked in (2.4 MB, where a second would double it): bold Chinese is
  // that font outlined as well as filled, as browsers and PDF viewers embolden a font with no bold.
  cjk: { regular: 'NotoSansSC-Regular.ttf', bold: 'NotoSansSC-Regular.ttf' },
};
const SCRIPTS: readonly Script[] = ['latin', 'arabic', 'cjk'];
/** How much wider synthetic bold's outline makes a stroke, in em. */
const SYNTHETIC_BOLD = 0.035;
/** Lines are this many em apart: room for Chinese's tall ideographs and Arabic's descenders. */
export const LINE_HEIGHT = 1.45;

type Fonts = Record<Script, Record<Weight, fontkit.Font>>;
let loaded: Fonts | null = null;

/**
 * The fonts, read and parsed once: every document shares them (pdfkit makes each document's
 * subset apart), so a Chinese font's tables and glyphs are decoded once, not per PDF.
 */
function fonts(): Fonts {
  if (loaded) return loaded;
  const parsed = new Map<string, fontkit.Font>();
  const open = (file: string) => {
    if (!parsed.has(file))
      parsed.set(
        file,
        fontkit.create(readFileSync(new URL(`./fonts/${file}`, import.meta.url))) as fontkit.Font,
      );
    return parsed.get(file)!;
  };
  const entries = SCRIPTS.map(
    (script) =>
      [script, { regular: open(FONT_FILES[script].regular), bold: open(FONT_FILES[script].bold) }] as const,
  );
  loaded = Object.fromEntries(entries) as Fonts;
  return loaded;
}

const fontName = (script: Script, weight: Weight) => `${script}-${weight}`;

/** Makes the fonts available to `doc` (embedded, as subsets, only if the document uses them). */
export function registerFonts(doc: PDFKit.PDFDocument) {
  const all = fonts();
  for (const script of SCRIPTS)
    for (const weight of ['regular', 'bold'] as const)
      // pdfkit takes a parsed fontkit font as well as its bytes (PDFFontFactory.open); its types
      // know only the bytes.
      doc.registerFont(fontName(script, weight), all[script][weight] as unknown as Buffer);
}

const bidi = bidiFactory();

const ARABIC = /\p{Script=Arabic}/u;
const CJK =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Bopomofo}\u3000-\u303f\uff00-\uffef]/u;
const STRONG = /[\p{L}\p{N}]/u;
/** Marks, format and bidi controls: drawn with the character before them, or (controls) not at all. */
const CONTROL = /[\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/u;
/** fontkit lays out a run right to left when the first character with a script of its own is of one of these. */
const RTL_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const NOT_COMMON = /[^\p{Script=Common}\p{Script=Inherited}]/u;
/** Chinese is broken between any two characters, except before closing punctuation. */
const NO_BREAK_BEFORE = /[，。、；：！？）」』】》〉…]/u;

function preferred(char: string): Script | null {
  if (ARABIC.test(char)) return 'arabic';
  if (CJK.test(char)) return 'cjk';
  return STRONG.test(char) ? 'latin' : null;
}

/**
 * The font of each UTF-16 unit of `text`: its script's font for a letter or digit; for a space,
 * punctuation or mark, the font of the text before it (or after it) when that font has it, so
 * "شركة الخليج" or "北京，上海" stays one run.
 */
function scriptsOf(text: string): Script[] {
  const all = fonts();
  const has = (script: Script, char: string) =>
    all[script].regular.hasGlyphForCodePoint(char.codePointAt(0)!);
  const chars = [...text];
  const own = chars.map(preferred);
  const resolved: Script[] = [];
  let previous: Script | null = null;
  chars.forEach((char, i) => {
    let script = own[i] ?? null;
    if (script === null) {
      const next = own.slice(i + 1).find((s) => s !== null) ?? null;
      script =
        [previous, next, 'latin' as const].find((s): s is Script => s !== null && has(s, char)) ??
        SCRIPTS.find((s) => has(s, char)) ??
        'latin';
    } else if (!has(script, char)) {
      script = SCRIPTS.find((s) => has(s, char)) ?? script;
    }
    previous = own[i] ?? previous ?? script;
    for (let unit = 0; unit < char.length; unit++) resolved.push(script);
  });
  return resolved;
}

export interface TextStyle {
  size: number;
  bold?: boolean;
  color?: string;
  opacity?: number;
}

/** One run of a line, in the order it is drawn (left to right), as pdfkit gets it. */
interface Run {
  text: string;
  script: Script;
  width: number;
}

interface Line {
  runs: Run[];
  width: number;
}

const weightOf = (style: TextStyle): Weight => (style.bold ? 'bold' : 'regular');

function widthOf(doc: PDFKit.PDFDocument, text: string, script: Script, style: TextStyle) {
  // `features` makes pdfkit lay out the run whole; without it pdfkit shapes word by word, which
  // would keep an Arabic run's words in logical order.
  return doc
    .font(fontName(script, weightOf(style)))
    .fontSize(style.size)
    .widthOfString(text, { features: [] });
}

const reversed = (text: string) => [...text].reverse().join('');

/** The paragraph's direction: its first strong character's (as `dir="auto"`), else the document's. */
function paragraphDirection(text: string, fallback: Direction): Direction {
  for (const char of text) {
    const type = bidi.getBidiCharTypeName(char);
    if (type === 'L') return 'ltr';
    if (type === 'R' || type === 'AL') return 'rtl';
  }
  return fallback;
}

/** The paragraph broken into lines no wider than `width`: [start, end) offsets, spaces at the ends left out. */
function breakLines(
  doc: PDFKit.PDFDocument,
  text: string,
  scripts: Script[],
  style: TextStyle,
  width: number,
): [number, number][] {
  const measure = (start: number, end: number) => {
    let total = 0;
    for (let i = start; i < end;) {
      let j = i + 1;
      while (j < end && scripts[j] === scripts[i]) j++;
      total += widthOf(doc, text.slice(i, j).replace(new RegExp(CONTROL, 'gu'), ''), scripts[i]!, style);
      i = j;
    }
    return total;
  };
  // Pieces between break opportunities: a word, a run of spaces, or one Chinese character (with
  // the punctuation that may not start a line).
  const pieces: { start: number; end: number; space: boolean; cjk: boolean }[] = [];
  let index = 0;
  for (const char of text) {
    const start = index;
    index += char.length;
    const space = /\s/u.test(char);
    const cjk = CJK.test(char);
    const last = pieces.at(-1);
    const joins = space
      ? last?.space
      : last !== undefined &&
        !last.space &&
        (NO_BREAK_BEFORE.test(char) || /\p{P}/u.test(char) || (!cjk && !last.cjk));
    if (joins) {
      last!.end = index;
      last!.cjk = cjk;
    } else pieces.push({ start, end: index, space, cjk });
  }

  const lines: [number, number][] = [];
  let start = -1;
  let end = -1;
  let lineWidth = 0;
  let pendingSpace = 0;
  const flush = () => {
    if (start >= 0) lines.push([start, end]);
    start = -1;
    lineWidth = 0;
    pendingSpace = 0;
  };
  for (const piece of pieces) {
    const pieceWidth = measure(piece.start, piece.end);
    if (piece.space) {
      if (start >= 0) pendingSpace += pieceWidth;
      continue;
    }
    if (start >= 0 && lineWidth + pendingSpace + pieceWidth > width) flush();
    if (start < 0 && pieceWidth > width) {
      // A word longer than the line: cut it where it no longer fits.
      let from = piece.start;
      for (let i = piece.start; i < piece.end;) {
        const next = i + (text.codePointAt(i)! > 0xffff ? 2 : 1);
        if (i > from && measure(from, next) > width) {
          lines.push([from, i]);
          from = i;
        }
        i = next;
      }
      start = from;
      end = piece.end;
      lineWidth = measure(from, piece.end);
      continue;
    }
    if (start < 0) start = piece.start;
    else lineWidth += pendingSpace;
    pendingSpace = 0;
    end = piece.end;
    lineWidth += pieceWidth;
  }
  flush();
  return lines;
}

/** The lines of `text` (its own line breaks kept), each with its runs in visual order. */
function layout(
  doc: PDFKit.PDFDocument,
  text: string,
  style: TextStyle,
  width: number,
  direction: Direction,
): Line[] {
  const lines: Line[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    if (paragraph.trim() === '') {
      lines.push({ runs: [], width: 0 });
      continue;
    }
    const scripts = scriptsOf(paragraph);
    const { levels } = bidi.getEmbeddingLevels(paragraph, paragraphDirection(paragraph, direction));
    for (const [start, end] of breakLines(doc, paragraph, scripts, style, width)) {
      // Runs of one level and one font, in logical order, then reordered (UBA rule L2).
      const logical: { level: number; script: Script; chars: string }[] = [];
      for (let i = start; i < end; i++) {
        const char = paragraph[i]!;
        if (CONTROL.test(char)) continue;
        const level = levels[i]!;
        const shown = level % 2 === 1 ? (bidi.getMirroredCharacter(char) ?? char) : char;
        const last = logical.at(-1);
        if (last && last.level === level && last.script === scripts[i]) last.chars += shown;
        else logical.push({ level, script: scripts[i]!, chars: shown });
      }
      const highest = Math.max(0, ...logical.map((r) => r.level));
      const lowestOdd = Math.min(...logical.map((r) => r.level | 1));
      for (let level = highest; level >= lowestOdd; level--) {
        for (let i = 0; i < logical.length; i++) {
          if (logical[i]!.level < level) continue;
          let j = i;
          while (j + 1 < logical.length && logical[j + 1]!.level >= level) j++;
          logical.splice(i, j - i + 1, ...logical.slice(i, j + 1).reverse());
          i = j;
        }
      }
      const runs = logical.map(({ level, script, chars }) => {
        // fontkit reverses a run whose script is written right to left; any other run at a
        // right-to-left level (a bracket, a dash between Arabic and a number) is reversed here.
        const firstScript = NOT_COMMON.exec(chars)?.[0] ?? '';
        const fontkitReverses = RTL_SCRIPT.test(firstScript);
        const text = (level % 2 === 1) !== fontkitReverses ? reversed(chars) : chars;
        return { text, script, width: widthOf(doc, text, script, style) };
      });
      lines.push({ runs, width: runs.reduce((sum, run) => sum + run.width, 0) });
    }
  }
  return lines;
}

export interface BoxOptions {
  width: number;
  align?: Align;
  /** The document's direction: that of a paragraph with no letter to tell its own. */
  direction?: Direction;
}

/** The height `text` takes in a box `width` wide. */
export function heightOfText(doc: PDFKit.PDFDocument, text: string, style: TextStyle, box: BoxOptions) {
  return layout(doc, text, style, box.width, box.direction ?? 'ltr').length * style.size * LINE_HEIGHT;
}

/** Draws `text` in the box at (x, y) and returns the height it took. */
export function drawText(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  style: TextStyle,
  box: BoxOptions,
): number {
  const all = fonts();
  const lines = layout(doc, text, style, box.width, box.direction ?? 'ltr');
  const lineHeight = style.size * LINE_HEIGHT;
  // Runs of different fonts share the Latin font's baseline, whatever their own ascent.
  const baseline = (all.latin.regular.ascent / all.latin.regular.unitsPerEm) * style.size;
  lines.forEach((line, index) => {
    const free = box.width - line.width;
    let left = x + (box.align === 'right' ? free : box.align === 'center' ? free / 2 : 0);
    const top = y + index * lineHeight + baseline;
    for (const run of line.runs) {
      const font = all[run.script].regular;
      const ascent = (font.ascent / font.unitsPerEm) * style.size;
      const synthetic = style.bold === true && FONT_FILES[run.script].bold === FONT_FILES[run.script].regular;
      doc.save();
      doc
        .font(fontName(run.script, weightOf(style)))
        .fontSize(style.size)
        .fillColor(style.color ?? 'black', style.opacity ?? 1);
      if (synthetic)
        doc.lineWidth(style.size * SYNTHETIC_BOLD).strokeColor(style.color ?? 'black', style.opacity ?? 1);
      doc.text(run.text, left, top - ascent, {
        lineBreak: false,
        features: [],
        ...(synthetic ? { fill: true, stroke: true } : {}),
      });
      doc.restore();
      left += run.width;
    }
  });
  return lines.length * lineHeight;
}
