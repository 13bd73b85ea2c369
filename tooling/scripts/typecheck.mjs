/** `npm run typecheck`: strict TypeScript over every package. */
import path from 'node:path';
import { ensurePnpm, ROOT, runCode, TS_PACKAGES } from './lib.mjs';

const pnpm = ensurePnpm();
let failed = 0;
for (const pkg of TS_PACKAGES) {
  const code = await runCode(pnpm, ['exec', 'tsc', '-p', 'tsconfig.json'], { cwd: path.join(ROOT, pkg) });
  if (code !== 0) failed += 1;
}
process.exit(failed > 0 ? 1 : 0);
