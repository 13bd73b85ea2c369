/** `npm run typecheck`: strict TypeScript over every package. */
import { ensurePnpm, ROOT, runCode, TYPECHECK_PROJECTS } from './lib.mjs';

const pnpm = ensurePnpm();
let failed = 0;
for (const project of TYPECHECK_PROJECTS) {
  const code = await runCode(pnpm, ['exec', 'tsc', '-p', project], { cwd: ROOT });
  if (code !== 0) failed += 1;
}
process.exit(failed > 0 ? 1 : 0);
