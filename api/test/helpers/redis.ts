import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';

/**
 * Redis for the suites about limits shared across instances: TEST_REDIS_URL (default redis://127.0.0.1:6379),
 * probed once, synchronously, because suites decide at collection time whether to run. Like PostgreSQL
 * (test/engine-postgres.cjs): unreachable Redis skips them on a developer machine and fails them under
 * CI=true, where a silent skip would hide that the shared limits were never tested.
 */
export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function probe(url: string): string | undefined {
  if (process.env.TEST_REDIS_AVAILABLE !== undefined) return process.env.TEST_REDIS_AVAILABLE === '1' ? undefined : process.env.TEST_REDIS_ERROR;
  const parsed = new URL(url);
  // A bare PING on a socket: the answer starts with +PONG (or -NOAUTH when a password is needed, still "there").
  const script = `
    const socket = require('node:net').connect(${Number(parsed.port || 6379)}, ${JSON.stringify(parsed.hostname)});
    socket.setTimeout(3000, () => { process.stderr.write('no answer'); process.exit(1); });
    socket.on('error', (error) => { process.stderr.write(error.message); process.exit(1); });
    socket.on('connect', () => socket.write('PING\\r\\n'));
    socket.on('data', (data) => process.exit(/^[+-]/.test(String(data)) ? 0 : 1));
  `;
  const result = spawnSync(process.execPath, ['-e', script], { timeout: 10_000, encoding: 'utf8' });
  const error = result.status === 0 ? undefined : (result.stderr || 'no answer').trim();
  process.env.TEST_REDIS_AVAILABLE = error === undefined ? '1' : '0';
  process.env.TEST_REDIS_ERROR = error ?? '';
  return error;
}

const redisError = probe(testRedisUrl);

/**
 * `describe` for suites that need Redis. Unreachable: skipped, except under CI=true where the suite is a single
 * failing test naming the address and the error.
 */
export const describeRedis = (name: string, body: () => void): void => {
  if (redisError === undefined) {
    describe(name, body);
  } else if (process.env.CI === 'true') {
    describe(name, () => {
      it('needs Redis', () => {
        throw new Error(`Redis is unreachable at ${testRedisUrl} (${redisError}); CI must run the shared rate-limit suites.`);
      });
    });
  } else {
    describe.skip(name, body);
  }
};

/** A key prefix no other run or suite uses, so that runs on one Redis never count each other's attempts. */
export function uniqueRedisPrefix(): string {
  return `patrimo-test:${randomBytes(6).toString('hex')}:`;
}
