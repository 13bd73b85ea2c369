/**
 * The servers of one end-to-end run. `E2E_SERVERS` servers (default 1) start side by side, each with its own
 * port, database, mail catcher and remotes folder: server i listens on `E2E_PORT + 100·i` (SMTP on +2, the mail
 * catcher's HTTP side on +3). Playwright runs one worker per server and each worker talks to its own: worker
 * processes carry their slot in `TEST_PARALLEL_INDEX`, which this module reads when the config and the tests
 * load there. A test therefore never sees another worker's data, while the files go to whichever worker is free.
 */
export const BASE_PORT = Number(process.env.E2E_PORT ?? 8190);
export const SERVER_COUNT = Math.max(1, Number(process.env.E2E_SERVERS ?? 1));

export interface E2eServer {
  port: number;
  smtpPort: number;
  mailPort: number;
}

export function serverAt(index: number): E2eServer {
  const port = BASE_PORT + 100 * index;
  return { port, smtpPort: port + 2, mailPort: port + 3 };
}

/** The server of the current worker (the first one in the runner's own process). */
export const SERVER = serverAt(Number(process.env.TEST_PARALLEL_INDEX ?? 0) % SERVER_COUNT);
