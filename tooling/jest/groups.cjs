/**
 * The test files of each jest project, packed into groups for `npm test` (see jest.config.cjs).
 *
 * Jest gives every test file a fresh module registry: an API suite spends 1 to 2.5 s loading Fastify, Drizzle,
 * the contract and the routes before its first test, 200 times over. A group file requires several test files in
 * one registry, each inside a `describe` named by its path (its hooks stay its own), so those modules load once
 * per group. Each file still gets its own database and server from its own `beforeAll`.
 *
 * Files that change the registry itself run alone: `jest.mock` (the mock would reach the other files of the
 * group, or come too late for a module they already loaded) and a docblock `@jest-environment`.
 *
 * Groups are packed by weight: the seconds a file took in a measured run (`weights.json`, refreshed by
 * `node tooling/jest/groups.cjs --weights <jest --json report>`, or completed with `… --add` from a run of only the
 * new files), the median for a file not measured yet (`npm test` names those). The
 * heaviest groups start first (`weighted-sequencer.cjs`), so that both workers end together.
 */
const { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const { PROJECTS } = require('./projects.cjs');

const ROOT = path.resolve(__dirname, '..', '..');
const WEIGHTS_FILE = path.join(__dirname, 'weights.json');
/** Groups per worker and project-wide: more groups balance the end better, fewer share more modules. */
const GROUPS_PER_RUN = 28;

/** The test files of a project, relative to the repository, sorted. */
function testFilesOf(project) {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (project.pattern.test(entry.name)) files.push(path.relative(ROOT, full).split(path.sep).join('/'));
    }
  };
  for (const root of project.roots) walk(path.join(ROOT, root));
  return files.sort();
}

/** Whether a test file must keep a registry of its own. */
function runsAlone(file) {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  return /\bjest\.(mock|doMock|unstable_mockModule|resetModules|isolateModules)\(/.test(text) || text.includes('@jest-environment');
}

function readWeights() {
  try {
    return JSON.parse(readFileSync(WEIGHTS_FILE, 'utf8'));
  } catch {
    return {};
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 1 : sorted[Math.floor(sorted.length / 2)];
}

/**
 * Packs files into groups of about `target` seconds: heaviest first, each into the lightest group (longest
 * processing time first). A file heavier than the target is a group of its own.
 */
function pack(files, weightOf, target) {
  const total = files.reduce((sum, file) => sum + weightOf(file), 0);
  const count = Math.max(1, Math.round(total / target));
  const groups = Array.from({ length: count }, () => ({ files: [], weight: 0 }));
  for (const file of [...files].sort((a, b) => weightOf(b) - weightOf(a) || a.localeCompare(b))) {
    const lightest = groups.reduce((best, group) => (group.weight < best.weight ? group : best));
    lightest.files.push(file);
    lightest.weight += weightOf(file);
  }
  return groups.filter((group) => group.files.length > 0);
}

/** What a group file says: each test file required inside a `describe` of its path. */
function groupSource(files) {
  const lines = [
    '// Written by tooling/jest/groups.cjs for `npm test`: these test files share one module registry.',
    `const ROOT = ${JSON.stringify(ROOT)};`,
    `const FILES = ${JSON.stringify(files, null, 2)};`,
    'for (const file of FILES) {',
    '  describe(file, () => {',
    '    try {',
    "      require(require('node:path').join(ROOT, file));",
    '    } catch (error) {',
    "      test('loads', () => { throw error; });",
    '    }',
    '  });',
    '}',
    '',
  ];
  return lines.join('\n');
}

/**
 * Writes the group files of every project under `dir/<project>/` and their weights in `dir/weights.json`;
 * returns the groups, by project.
 */
function writeGroups(dir) {
  const measured = readWeights();
  const fallback = median(Object.values(measured));
  const weightOf = (file) => measured[file] ?? fallback;
  const byProject = PROJECTS.map((project) => ({ project, files: testFilesOf(project) }));
  const total = byProject.reduce((sum, { files }) => sum + files.reduce((s, file) => s + weightOf(file), 0), 0);
  const target = total / GROUPS_PER_RUN;

  rmSync(dir, { recursive: true, force: true });
  const weights = {};
  const result = {};
  for (const { project, files } of byProject) {
    const projectDir = path.join(dir, project.displayName);
    mkdirSync(projectDir, { recursive: true });
    const alone = files.filter(runsAlone);
    const groups = [...pack(files.filter((file) => !alone.includes(file)), weightOf, target), ...alone.map((file) => ({ files: [file], weight: weightOf(file) }))];
    groups.forEach((group, index) => {
      const file = path.join(projectDir, `group-${String(index + 1).padStart(2, '0')}.test.cjs`);
      writeFileSync(file, groupSource(group.files));
      weights[file] = group.weight;
    });
    result[project.displayName] = groups;
  }
  writeFileSync(path.join(dir, 'weights.json'), JSON.stringify(weights, null, 2));
  return result;
}

/**
 * The test files `weights.json` has no measure of (new since it was refreshed): each is packed at the median weight,
 * and a heavy one then starts late and runs alone at the end of the phase.
 */
function unweightedFiles() {
  const measured = readWeights();
  return PROJECTS.flatMap((project) => testFilesOf(project)).filter((file, index, all) => !(file in measured) && all.indexOf(file) === index);
}

/** The seconds each test file took in a jest `--json` report (the longest of its projects), rounded. */
function weightsFromReport(report) {
  const weights = {};
  for (const suite of report.testResults) {
    const file = path.relative(ROOT, suite.name).split(path.sep).join('/');
    const seconds = Math.round((suite.endTime - suite.startTime) / 100) / 10;
    weights[file] = Math.max(weights[file] ?? 0, seconds);
  }
  return Object.fromEntries(Object.entries(weights).sort(([a], [b]) => a.localeCompare(b)));
}

module.exports = { writeGroups, testFilesOf, runsAlone, pack, weightsFromReport, unweightedFiles };

if (require.main === module) {
  const [flag, report, mode] = process.argv.slice(2);
  if (flag !== '--weights' || !report || (mode !== undefined && mode !== '--add')) {
    process.stderr.write('usage: node tooling/jest/groups.cjs --weights <jest --json report of a by-file run> [--add]\n');
    process.stderr.write('  --add: keeps the other files\' weights and adds or replaces those of the report\'s files\n');
    process.exit(2);
  }
  const measured = weightsFromReport(JSON.parse(readFileSync(report, 'utf8')));
  const weights = mode === '--add' ? { ...readWeights(), ...measured } : measured;
  const sorted = Object.fromEntries(Object.entries(weights).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(WEIGHTS_FILE, `${JSON.stringify(sorted, null, 2)}\n`);
}
