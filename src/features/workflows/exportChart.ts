// The chart as a file: the whole drawing (not the zoomed view) with its colours computed, so the
// SVG reads the same outside the app; the PNG is that SVG drawn on a canvas at twice its size.
import { saveBlob } from '../../lib/download';

const PAINTED = ['fill', 'stroke'] as const;

/** A standalone copy of the chart's SVG: full size, colours and font written out. */
export function standaloneSvg(svg: SVGSVGElement): string {
  const width = Number(svg.dataset.width);
  const height = Number(svg.dataset.height);
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const originals = [svg, ...svg.querySelectorAll('*')];
  const copies = [copy, ...copy.querySelectorAll('*')];
  originals.forEach((element, index) => {
    const target = copies[index]!;
    for (const property of PAINTED) {
      const value = target.getAttribute(property);
      if (value?.startsWith('var(')) target.setAttribute(property, getComputedStyle(element)[property]);
    }
    target.removeAttribute('tabindex');
  });
  const style = getComputedStyle(svg);
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height));
  copy.setAttribute('viewBox', `0 0 ${width} ${height}`);
  copy.setAttribute('font-family', style.fontFamily);
  copy.querySelector('[data-chart-content]')?.removeAttribute('transform');
  const background = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
  background.setAttribute('width', '100%');
  background.setAttribute('height', '100%');
  background.setAttribute('fill', getComputedStyle(svg.parentElement ?? svg).backgroundColor);
  copy.insertBefore(background, copy.querySelector('defs'));
  return new XMLSerializer().serializeToString(copy);
}

export function downloadSvg(svg: SVGSVGElement, name: string) {
  saveBlob(new Blob([standaloneSvg(svg)], { type: 'image/svg+xml' }), `${name}.svg`);
}

export async function downloadPng(svg: SVGSVGElement, name: string, scale = 2) {
  const markup = standaloneSvg(svg);
  const url = URL.createObjectURL(new Blob([markup], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = Number(svg.dataset.width) * scale;
    canvas.height = Number(svg.dataset.height) * scale;
    const context = canvas.getContext('2d')!;
    context.scale(scale, scale);
    context.drawImage(image, 0, 0);
    const png = await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG export failed'))), 'image/png'),
    );
    saveBlob(png, `${name}.png`);
  } finally {
    URL.revokeObjectURL(url);
  }
}
