/**
 * The message catalogues: every file of French text people read, wherever the apps keep it, so that a
 * catalogue moved or added later is still checked. A file is a catalogue when it is named `messages.ts`,
 * sits in a `messages/` folder, or declares react-intl messages; brand copy and the API's French
 * (error messages, e-mails, the unavailable page) are listed by name.
 */
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.join(__dirname, '..', '..');
const APP_FOLDERS = ['host/src', 'shared/src', ...fs.readdirSync(ROOT).filter((name) => name.startsWith('mf-')).map((name) => `${name}/src`)];
const NAMED = [
  'shared/src/brands/brands.ts',
  'shared/src/risk-survey/questions.ts',
  'shared/src/risk-survey/scoring.ts',
  'api/src/engines/optimisation/optimise.ts',
  'api/src/http/errors.ts', 'api/src/mail/templates.ts', 'api/src/web/unavailable-page.ts'];

function sourcesUnder(folder: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory() && entry.name !== 'node_modules') found.push(...sourcesUnder(full));
    else if (/\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name)) found.push(full);
  }
  return found;
}

function isCatalogue(file: string): boolean {
  if (path.basename(file) === 'messages.ts' || path.basename(path.dirname(file)) === 'messages') return true;
  return /\bdefaultMessage\b/.test(fs.readFileSync(file, 'utf8'));
}

/** Absolute paths of every catalogue. */
export function catalogueFiles(): string[] {
  const apps = APP_FOLDERS.map((folder) => path.join(ROOT, folder))
    .filter((folder) => fs.existsSync(folder))
    .flatMap(sourcesUnder)
    .filter(isCatalogue);
  const named = NAMED.map((file) => path.join(ROOT, file)).filter((file) => fs.existsSync(file));
  return [...new Set([...apps, ...named])].sort();
}
