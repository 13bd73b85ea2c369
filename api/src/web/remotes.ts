import { readFileSync, statSync } from 'node:fs';
import { z } from 'zod';

/**
 * The seven domain remotes (ARCHITECTURE §1): the federation name (a JS identifier, hence underscores) and
 * the folder (dashes) whose `dist` is served under `/mf/<folder>/`. Kept here rather than imported from the
 * build tooling: the server must not depend on webpack-side packages.
 */
export const REMOTES = [
  { name: 'mf_lobby', folder: 'mf-lobby' },
  { name: 'mf_dashboard', folder: 'mf-dashboard' },
  { name: 'mf_analysis', folder: 'mf-analysis' },
  { name: 'mf_arbitration', folder: 'mf-arbitration' },
  { name: 'mf_realestate', folder: 'mf-realestate' },
  { name: 'mf_billing', folder: 'mf-billing' },
  { name: 'mf_advisory', folder: 'mf-advisory' },
] as const;

/**
 * `/remotes.json`: federation name → the address of its `remoteEntry.js`. A script, not the remote's manifest: the
 * host's federation runtime is built without the plugin that reads manifests (`experiments.optimization`).
 */
export const remotesDocumentSchema = z.record(
  z.string().regex(/^[A-Za-z_$][A-Za-z0-9_$]*$/),
  z.object({ entry: z.string().regex(/^[^?#]+\.js([?#].*)?$/, 'the entry of a remote is its remoteEntry.js (a script, not mf-manifest.json)') }).loose(),
);
export type RemotesDocument = z.infer<typeof remotesDocumentSchema>;

/** The document served when no REMOTES_FILE overrides it: every remote from this same server. */
export function defaultRemotesDocument(): RemotesDocument {
  return Object.fromEntries(REMOTES.map((r) => [r.name, { entry: `/mf/${r.folder}/remoteEntry.js` }]));
}

/** The origins (`https://cdn.example`) of the remotes declared with absolute URLs, for the CSP. */
export function remoteOrigins(document: RemotesDocument): string[] {
  const origins = new Set<string>();
  for (const { entry } of Object.values(document)) {
    if (!/^https?:\/\//i.test(entry)) continue;
    try {
      origins.add(new URL(entry).origin);
    } catch {
      // Not a URL after all: nothing to allow.
    }
  }
  return [...origins];
}

export class RemotesFileError extends Error {
  constructor(file: string, cause: unknown) {
    super(`REMOTES_FILE ${file} is unreadable or not a valid remotes document`, { cause });
    this.name = 'RemotesFileError';
  }
}

/**
 * Where `/remotes.json` comes from. With a REMOTES_FILE, the file is read again whenever it changes (so a
 * remote can move without a restart, ARCHITECTURE §2); the CSP is derived from the same document, so the
 * check of its modification time is all a request costs.
 */
export class RemotesSource {
  readonly #file: string | undefined;
  #cache: { key: string; document: RemotesDocument; origins: string[] } | undefined;
  readonly #fallback: { document: RemotesDocument; origins: string[] };

  constructor(file: string | undefined) {
    this.#file = file;
    const document = defaultRemotesDocument();
    this.#fallback = { document, origins: remoteOrigins(document) };
  }

  /** The current document. @throws RemotesFileError when the override file is missing or invalid. */
  read(): { document: RemotesDocument; origins: string[] } {
    const file = this.#file;
    if (!file) return this.#fallback;
    try {
      const stat = statSync(file);
      const key = `${stat.mtimeMs}:${stat.size}`;
      if (this.#cache?.key === key) return this.#cache;
      const document = remotesDocumentSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
      this.#cache = { key, document, origins: remoteOrigins(document) };
      return this.#cache;
    } catch (error) {
      throw new RemotesFileError(file, error);
    }
  }

  /** Origins for the CSP; a broken override file allows no extra origin rather than failing every page. */
  origins(): string[] {
    try {
      return this.read().origins;
    } catch {
      return [];
    }
  }
}
