// Writes .br and .gz beside every built text asset, so the server sends them compressed
// (@fastify/static `preCompressed`) without compressing on each request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|html|svg|json|map)$/;

export function compressDist(dir: string) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      compressDist(path);
    } else if (COMPRESSIBLE.test(name) && !name.endsWith('.map')) {
      const content = readFileSync(path);
      writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
      writeFileSync(
        `${path}.br`,
        brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
    }
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  compressDist(process.env.DIST_DIR ?? fileURLToPath(new URL('../dist', import.meta.url)));
}
