// What the audience measure and the Web Vitals are filed under. A subpath of its own, bundled by each app that
// imports it (tooling/remotes.cjs), so that the shell's page counter does not bring the contract and zod.
export * from './page';
