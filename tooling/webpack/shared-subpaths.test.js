const fs = require('node:fs');
const path = require('node:path');
const { BUNDLED_PER_APP, CORE_FROM_BUNDLED, SHARED_CORE_SUBPATH, SINGLETONS } = require('../remotes.cjs');

const sharedDir = path.join(__dirname, '..', '..', 'shared');
const { exports: exportsMap } = JSON.parse(fs.readFileSync(path.join(sharedDir, 'package.json'), 'utf8'));
const root = require(path.join(sharedDir, 'src', 'index.ts'));

/** Files kept private by a `null` export (`"./contract/params": null`). */
const privateFiles = new Set(
  Object.entries(exportsMap)
    .filter(([, target]) => target === null)
    .map(([key]) => path.join(sharedDir, 'src', `${key.slice(2)}.ts`)),
);

/** The files a subpath export stands for (a `*` pattern: every public non-test module of its folder). */
function filesOf(target) {
  if (!target.includes('*')) return [path.join(sharedDir, target)];
  const dir = path.join(sharedDir, path.dirname(target));
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => path.join(dir, file))
    .filter((file) => !privateFiles.has(file));
}

describe('the subpaths of @patrimo/shared in the federated builds', () => {
  const subpaths = Object.keys(exportsMap)
    .filter((key) => exportsMap[key] !== null)
    .map((key) => (key === '.' ? '@patrimo/shared' : `@patrimo/shared/${key.slice(2)}`));

  it('are each a singleton, redirected to the shared root, or bundled per app on purpose', () => {
    const uncovered = subpaths.filter(
      (name) => !SINGLETONS.includes(name) && !SHARED_CORE_SUBPATH.test(name.replace('/*', '/any-file')) && !BUNDLED_PER_APP.includes(name),
    );
    expect(uncovered).toEqual([]);
  });

  it('redirect to the root only what the root exports, as the very same values', () => {
    const redirected = Object.entries(exportsMap).filter(([key, target]) => key !== '.' && target !== null && SHARED_CORE_SUBPATH.test(`@patrimo/shared/${key.slice(2).replace('*', 'any-file')}`));
    expect(redirected.map(([key]) => key)).toEqual(expect.arrayContaining(['./contract', './contract/*', './schemas']));
    const mismatches = [];
    for (const [key, target] of redirected) {
      for (const file of filesOf(target)) {
        const module = require(file);
        for (const name of Object.keys(module)) {
          if (root[name] !== module[name]) mismatches.push(`${key} ${path.relative(sharedDir, file)}: ${name}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('leave the browser entries and the UI kit alone', () => {
    for (const name of ['@patrimo/shared/client', '@patrimo/shared/react', '@patrimo/shared/ui', '@patrimo/shared/remote-kit', '@patrimo/shared/identity']) {
      expect(SHARED_CORE_SUBPATH.test(name)).toBe(false);
    }
    expect(SHARED_CORE_SUBPATH.test('@patrimo/shared/contract/portfolios')).toBe(true);
  });

  it('leave the risk questionnaire out of the root, and let it reach the rest of the core through the root', () => {
    const folder = path.join(sharedDir, 'src', 'risk-survey');
    const riskSurvey = require(path.join(folder, 'index.ts'));
    expect(Object.keys(riskSurvey)).toContain('assessRiskSurvey');
    expect(Object.keys(riskSurvey).filter((name) => name in root)).toEqual([]);
    expect(BUNDLED_PER_APP).toContain('@patrimo/shared/risk-survey');
    // Every value its files import from the rest of the core (the requests redirected to the root) is the root's.
    const redirected = [];
    for (const file of fs.readdirSync(folder).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
      const full = path.join(folder, file);
      expect(CORE_FROM_BUNDLED.issuer.test(full)).toBe(true);
      const source = fs.readFileSync(full, 'utf8');
      for (const [, names, request] of source.matchAll(/import\s+(?!type\b)\{([^}]*)\}\s+from\s+'([^']+)'/g)) {
        if (!CORE_FROM_BUNDLED.request.test(request)) continue;
        const module = require(path.join(folder, request));
        for (const name of names.split(',').map((part) => part.trim()).filter((part) => part && !part.startsWith('type '))) {
          redirected.push(name);
          expect([name, root[name]]).toEqual([name, module[name]]);
          expect(root[name]).toBeDefined();
        }
      }
    }
    expect(redirected).toEqual(expect.arrayContaining(['recommendedRiskLabels', 'riskSurveySchema']));
  });
});
