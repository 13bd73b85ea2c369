import { backoffDelays, pollUntil, PollTimeoutError } from './poll';

describe('the backoff of the payment poll', () => {
  it('grows each wait, caps it and stops before the total', () => {
    expect(backoffDelays({ initialMs: 500, factor: 2, maxMs: 2000, totalMs: 8000 })).toEqual([500, 1000, 2000, 2000, 2000]);
  });

  it('keeps the defaults bounded: about thirty seconds in all, no wait over three', () => {
    const delays = backoffDelays();
    expect(delays[0]).toBe(400);
    expect(Math.max(...delays)).toBe(3000);
    expect(delays.reduce((sum, delay) => sum + delay, 0)).toBeLessThanOrEqual(30_000);
    expect(delays.length).toBeGreaterThan(5);
  });
});

describe('pollUntil', () => {
  const recorder = () => {
    const waits: number[] = [];
    return { waits, wait: (ms: number) => (waits.push(ms), Promise.resolve()) };
  };

  it('reads at once, then after each wait, and answers the first read that is done', async () => {
    const { waits, wait } = recorder();
    const answers = [false, false, true];
    const read = jest.fn(async () => answers.shift() ?? false);
    await expect(pollUntil(read, (value) => value, { delays: [10, 20, 30], wait })).resolves.toBe(true);
    expect(read).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([10, 20]);
  });

  it('gives up when the waits run out', async () => {
    const { waits, wait } = recorder();
    const error = await pollUntil(async () => false, (value) => value, { delays: [10, 20], wait }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(PollTimeoutError);
    expect((error as PollTimeoutError).attempts).toBe(3);
    expect(waits).toEqual([10, 20]);
  });

  it('passes a failed read on, and stops once aborted', async () => {
    const { wait } = recorder();
    await expect(pollUntil(() => Promise.reject(new Error('offline')), () => true, { delays: [10], wait })).rejects.toThrow('offline');
    const controller = new AbortController();
    controller.abort();
    await expect(pollUntil(async () => true, () => true, { delays: [], wait, signal: controller.signal })).rejects.toThrow();
  });
});
