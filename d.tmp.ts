import { writeFileSync } from 'node:fs';
import { machineChart, WORKFLOW_MACHINES } from './machines/chart';
import { layoutChart } from './src/features/workflows/model/chartLayout';
for (const [id, m] of Object.entries(WORKFLOW_MACHINES)) {
  const chart = machineChart(m);
  const t0 = performance.now(); const l = await layoutChart(chart); const t1 = performance.now();
  console.log(id, Math.round(t1 - t0), l.width, l.height);
  const s = [`<svg xmlns="http://www.w3.org/2000/svg" width="${l.width}" height="${l.height}" font-family="sans-serif" font-size="12"><rect width="100%" height="100%" fill="white"/>`];
  for (const st of Object.values(l.states)) { s.push(`<rect x="${st.x}" y="${st.y}" width="${st.width}" height="${st.height}" rx="6" fill="none" stroke="#333"/><text x="${st.x+12}" y="${st.y+18}" font-weight="bold">${st.id.split('.').pop()}</text>`); for (const i of st.internal) s.push(`<text x="${i.box.x}" y="${i.box.y+12}" fill="#555">${i.label}</text>`); }
  for (const e of l.edges) { s.push(`<polyline fill="none" stroke="#36c" points="${e.points.map(p=>p.x+','+p.y).join(' ')}"/>`); e.label.lines.forEach((t,i)=>s.push(`<text x="${e.label.x+4}" y="${e.label.y+16+i*16}" fill="#036">${t.replace(/&/g,'&amp;')}</text>`)); }
  s.push('</svg>'); writeFileSync(`/tmp/chart-${id}.svg`, s.join('\n'));
}
