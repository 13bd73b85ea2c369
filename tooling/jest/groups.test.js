const { mkdtempSync, readdirSync, readFileSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');
const { PROJECTS } = require('./projects.cjs');
const { pack, runsAlone, testFilesOf, unweightedFiles, weightsFromReport, writeGroups } = require('./groups.cjs');

const ROOT = path.resolve(__dirname, '..', '..');

describe('jest groups of npm test', () => {
  let dir;
  let groups;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'patrimo-groups-'));
    groups = writeGroups(dir);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** The files a written group requires, read back from its source. */
  const filesOfGroupFile = (file) => JSON.parse(/const FILES = (\[[\s\S]*?\]);/.exec(readFileSync(file, 'utf8'))[1]);

  it('puts every test file of every project in exactly one group of that project', () => {
    for (const project of PROJECTS) {
      const projectDir = path.join(dir, project.displayName);
      const written = readdirSync(projectDir).flatMap((name) => filesOfGroupFile(path.join(projectDir, name)));
      expect([...written].sort()).toEqual(testFilesOf(project));
      expect(new Set(written).size).toBe(written.length);
    }
  });

  it('finds the suites of both engines: every *.db.test.ts of the API runs on PGlite and on PostgreSQL', () => {
    const pglite = testFilesOf(PROJECTS.find((p) => p.displayName === 'api-pglite'));
    const postgres = testFilesOf(PROJECTS.find((p) => p.displayName === 'api-postgres'));
    expect(postgres.length).toBeGreaterThan(50);
    expect(postgres).toEqual(pglite.filter((file) => file.endsWith('.db.test.ts')));
  });

  it('keeps a file that mocks modules in a group of its own', () => {
    const mocking = testFilesOf(PROJECTS.find((p) => p.displayName === 'api-pglite')).filter(runsAlone);
    expect(mocking).toContain('api/src/routes/users/update-profile.db.test.ts');
    for (const file of mocking) {
      const group = groups['api-pglite'].find((g) => g.files.includes(file));
      expect(group.files).toEqual([file]);
    }
  });

  it('writes a weight for each group file, read by the sequencer', () => {
    const weights = JSON.parse(readFileSync(path.join(dir, 'weights.json'), 'utf8'));
    const groupCount = Object.values(groups).reduce((sum, list) => sum + list.length, 0);
    expect(Object.keys(weights)).toHaveLength(groupCount);
    for (const [file, weight] of Object.entries(weights)) {
      expect(file.startsWith(dir)).toBe(true);
      expect(weight).toBeGreaterThan(0);
    }
  });

  it('runs a group file: each test file inside a describe of its path, a file that fails to load as a failing test', () => {
    const projectDir = path.join(dir, 'tooling');
    const [first] = readdirSync(projectDir);
    const registered = [];
    const fakeDescribe = (name, body) => {
      registered.push(name);
      body();
    };
    const source = readFileSync(path.join(projectDir, first), 'utf8');
    const files = filesOfGroupFile(path.join(projectDir, first));
    const failing = [];
    // The group's loop with a require that fails for one file: the others still load.
    new Function('describe', 'test', 'require', source)(
      fakeDescribe,
      (name, body) => failing.push([name, body]),
      (id) => {
        if (id === 'node:path') return path;
        if (id === path.join(ROOT, files[0])) throw new Error('broken file');
        return {};
      },
    );
    expect(registered).toEqual(files);
    expect(failing.map(([name]) => name)).toEqual(['loads']);
    expect(failing[0][1]).toThrow('broken file');
  });
});

describe('packing by weight', () => {
  it('balances the groups, heaviest files first, a file heavier than the target alone', () => {
    const weights = { a: 10, b: 4, c: 3, d: 3, e: 2, f: 2 };
    const groups = pack(Object.keys(weights), (file) => weights[file], 8);
    expect(groups.map((g) => g.weight).sort((x, y) => y - x)).toEqual([10, 8, 6]);
    expect(groups.find((g) => g.files.includes('a')).files).toEqual(['a']);
  });

  it('reads the seconds of each file from a by-file report, the longer of its two engines', () => {
    const suite = (file, seconds) => ({ name: path.join(ROOT, file), startTime: 1000, endTime: 1000 + seconds * 1000 });
    const report = { testResults: [suite('api/x.db.test.ts', 3.14), suite('api/x.db.test.ts', 5.06), suite('shared/y.test.ts', 0.5)] };
    expect(weightsFromReport(report)).toEqual({ 'api/x.db.test.ts': 5.1, 'shared/y.test.ts': 0.5 });
  });

  it('names the test files the committed weights have no measure of, each once', () => {
    const weights = JSON.parse(readFileSync(path.join(__dirname, 'weights.json'), 'utf8'));
    const all = new Set(PROJECTS.flatMap((project) => testFilesOf(project)));
    const unweighted = unweightedFiles();
    expect(new Set(unweighted).size).toBe(unweighted.length);
    for (const file of unweighted) {
      expect(all.has(file)).toBe(true);
      expect(weights).not.toHaveProperty([file]);
    }
    expect(unweighted).toEqual([...all].filter((file) => !(file in weights)));
  });
});
