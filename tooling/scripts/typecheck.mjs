/** `npm run typecheck`: strict TypeScript over every package. */
import path from 'node:path';
import { ensurePnpm, ROOT, runCode } from './lib.mjs';

const pnpm = ensurePnpm();
let failed = 0;
for (const pkg of ['shared', 'api', 'host', 'mf-lobby', 'mf-dashboard', 'mf-analysis', 'mf-arbitration', 'mf-realestate', 'mf-billing', 'mf-advisory', 'e2e']) {
  const code = await runCode(pnpm, ['exec', 'tsc', '-p', 'tsconfig.json'], { cwd: path.join(ROOT, pkg) });
  if (code !== 0) failed += 1;
}
process.exit(failed > 0 ? 1 : 0);
