const { existsSync, readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { TYPECHECK_PROJECTS } = require('./typecheck-projects.cjs');

const ROOT = path.resolve(__dirname, '..');
const read = (file) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));
/** Compiler options with their lists in one order (`types` is a set). */
const options = (config) => Object.fromEntries(Object.entries(config.compilerOptions ?? {}).map(([key, value]) => [key, Array.isArray(value) ? [...value].sort() : value]));

/** The packages of the workspace that have a tsconfig of their own. */
const packages = readdirSync(ROOT, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(ROOT, entry.name, 'tsconfig.json')) && existsSync(path.join(ROOT, entry.name, 'package.json')))
  .map((entry) => entry.name);

describe('the type-check projects of npm test', () => {
  it('check every package: by its own tsconfig, or inside a combined one with the very same compiler options', () => {
    expect(packages.length).toBeGreaterThanOrEqual(11);
    for (const pkg of packages) {
      const own = `${pkg}/tsconfig.json`;
      if (TYPECHECK_PROJECTS.includes(own)) continue;
      const config = read(own);
      const combined = TYPECHECK_PROJECTS.filter((p) => !p.includes('/')).map((p) => ({ file: p, config: read(p) }));
      const covering = combined.find(({ config: c }) => config.include.every((dir) => c.include.includes(`${pkg}/${dir}`)));
      expect({ pkg, covered: covering?.file ?? null }).toEqual({ pkg, covered: expect.any(String) });
      expect(config.extends).toBe('../tsconfig.base.json');
      expect(covering.config.extends).toBe('./tsconfig.base.json');
      expect(options(covering.config)).toEqual(options(config));
    }
  });
});
