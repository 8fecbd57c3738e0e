// The bench scripts keep their latest table in BENCHMARKS.md, between markers of their own
// (`<!-- bench:<name>:start -->` … `<!-- bench:<name>:end -->`), so the prose around it stays.
import { readFileSync, writeFileSync } from 'node:fs';

export function writeBenchmarks(name: string, table: string) {
  const markers = [`<!-- bench:${name}:start -->`, `<!-- bench:${name}:end -->`] as const;
  const text = readFileSync('BENCHMARKS.md', 'utf8');
  const [start, end] = [text.indexOf(markers[0]), text.indexOf(markers[1])];
  if (start < 0 || end < start) {
    console.warn(`BENCHMARKS.md has no ${markers.join(' … ')}: not written`);
    return;
  }
  writeFileSync('BENCHMARKS.md', `${text.slice(0, start + markers[0].length)}\n${table}\n${text.slice(end)}`);
}
