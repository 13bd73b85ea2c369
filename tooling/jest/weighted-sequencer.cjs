/**
 * The order of a grouped `npm test` run (see groups.cjs): the heaviest groups first, by the weights written
 * next to them, so that the last group to start is a light one and both workers end together. Jest's own
 * order needs the timings of a previous run on the same machine, which a clean clone has not.
 */
const { readFileSync } = require('node:fs');
const path = require('node:path');

class WeightedSequencer {
  constructor() {
    const dir = process.env.JEST_GROUPS_DIR;
    this.weights = dir ? JSON.parse(readFileSync(path.join(dir, 'weights.json'), 'utf8')) : {};
  }

  sort(tests) {
    const weight = (test) => this.weights[test.path] ?? 0;
    return [...tests].sort((a, b) => weight(b) - weight(a) || a.path.localeCompare(b.path));
  }

  allFailedTests(tests) {
    return tests;
  }

  cacheResults() {}
}

module.exports = WeightedSequencer;
