/**
 * Production source maps go to the error reporter at build time, never to the public (issue 17).
 *
 * The bundles are built with hidden maps and `PrecompressPlugin` moves the maps out of the served folder. When
 * the build has a Sentry token (`SENTRY_AUTH_TOKEN`), Sentry's webpack plugin also marks every script with a
 * debug id (a line that registers it in `_sentryDebugIds`, where `@sentry/browser` reads it) and uploads the
 * scripts and their maps, matched by that id, as one artifact bundle of the release, before the maps leave
 * `dist/`. The reporter then shows the stack of an error thrown in production in the original TypeScript.
 *
 * Without a token nothing is added to the build and nothing leaves the machine.
 *
 * Build-time variables:
 * - `SENTRY_AUTH_TOKEN`: an organisation token allowed to upload (`project:releases`);
 * - `SENTRY_ORG`: the organisation's slug; `SENTRY_URL`: a self-hosted Sentry (default the SaaS);
 * - `SENTRY_PROJECT`: the project of the browser's errors (`SENTRY_BROWSER_DSN`), which receives the host's maps
 *   and those of every remote without a project of its own;
 * - `SENTRY_REMOTE_PROJECTS`: `mf-billing=patrimo-billing,…`, the remotes whose team has its own project (the
 *   pairs of `SENTRY_REMOTE_DSNS` at run time);
 * - `SENTRY_RELEASE`: the release the maps belong to, default `patrimo@<version>` as the server's and the
 *   browser's reports.
 */
const path = require('node:path');

const DEFAULT_URL = 'https://sentry.io/';

/** `mf-billing=patrimo-billing,mf-dashboard=…` → { 'mf-billing': 'patrimo-billing', … }; throws on a bad pair. */
function parseRemoteProjects(text) {
  const projects = {};
  for (const pair of (text ?? '').split(',').map((p) => p.trim()).filter(Boolean)) {
    const match = /^(mf-[a-z]+)=([\w-]+)$/.exec(pair);
    if (!match) throw new Error(`SENTRY_REMOTE_PROJECTS: « ${pair} » is not remote=project (mf-billing=patrimo-billing)`);
    projects[match[1]] = match[2];
  }
  return projects;
}

/** The version the release is named after: the workspace's, as APP_VERSION of @patrimo/shared. */
function workspaceVersion() {
  return require(path.join(__dirname, '..', '..', 'package.json')).version;
}

/**
 * Where the maps of `app` (its folder name: host, mf-billing…) go, or undefined when the build has no token.
 * Throws when a token is given without what the upload needs, so that a release never ships without its maps
 * by mistake.
 */
function uploadTargetOf(app, env = process.env) {
  if (!env.SENTRY_AUTH_TOKEN) return undefined;
  if (!env.SENTRY_ORG) throw new Error('SENTRY_AUTH_TOKEN is set: SENTRY_ORG must name the organisation the source maps go to');
  const project = parseRemoteProjects(env.SENTRY_REMOTE_PROJECTS)[app] ?? env.SENTRY_PROJECT;
  if (!project) throw new Error(`SENTRY_AUTH_TOKEN is set: SENTRY_PROJECT (or SENTRY_REMOTE_PROJECTS for ${app}) must name the project of ${app}'s source maps`);
  return {
    url: env.SENTRY_URL || DEFAULT_URL,
    org: env.SENTRY_ORG,
    project,
    authToken: env.SENTRY_AUTH_TOKEN,
    release: env.SENTRY_RELEASE || `patrimo@${workspaceVersion()}`,
  };
}

/** What decides whether a build uploads, and where (the token left out): part of the build's stamp. */
function uploadStamp(app, env = process.env) {
  const target = uploadTargetOf(app, env);
  return target ? `sentry:${target.url}|${target.org}|${target.project}|${target.release}` : 'sentry:none';
}

/**
 * The webpack plugins that send `app`'s maps to the reporter: none without a token. Placed before
 * `PrecompressPlugin`: both run after the files are written, in this order, so the maps are uploaded from
 * `dist/` before they leave it.
 */
function sourceMapUploadPlugins(app, env = process.env) {
  const target = uploadTargetOf(app, env);
  if (!target) return [];
  const { sentryWebpackPlugin } = require('@sentry/webpack-plugin');
  return [
    sentryWebpackPlugin({
      url: target.url,
      org: target.org,
      project: target.project,
      authToken: target.authToken,
      // The plugin's own usage reports to Sentry's servers: off, only the maps leave.
      telemetry: false,
      // The release is named for the artifact bundle only: the reports carry it already (SENTRY_RELEASE at run
      // time), and creating or finalising releases is the deployment's business.
      release: { name: target.release, inject: false, create: false, finalize: false },
      // A failed upload fails the build: a release without its maps would report unreadable stacks.
      errorHandler: (error) => {
        throw error;
      },
    }),
  ];
}

module.exports = { sourceMapUploadPlugins, uploadTargetOf, uploadStamp, parseRemoteProjects };
