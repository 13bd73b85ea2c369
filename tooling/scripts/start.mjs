/**
 * `npm start`: installs what is needed (pnpm included), builds what changed in production mode and
 * serves the whole product on one URL (default http://localhost:8080, PORT to change it) on the
 * embedded database (PGlite in .data/pglite), seeded with demonstration data.
 */
import { buildAll, ensureInstalled, ensurePnpm, log, startServer } from './lib.mjs';

const pnpm = ensurePnpm();
await ensureInstalled(pnpm);
await buildAll(pnpm);

const port = process.env.PORT ?? '8080';
log(`Patrimo démarre sur http://localhost:${port}`);
// Without an SMTP server the e-mails stay in the embedded database: this local demo lets you read them, from
// this machine only (the server answers the outbox to a loopback peer, never to a visitor from the network).
const readableOutbox = !process.env.SMTP_URL;
const loopbackHost = ['localhost', '127.0.0.1', '::1'].includes(process.env.HOST ?? 'localhost');
if (readableOutbox && loopbackHost) {
  log(`E-mails (code de confirmation, liens), lisibles depuis cette machine seulement : http://localhost:${port}/api/dev/outbox?to=<adresse>`);
} else if (readableOutbox) {
  log('Aucun SMTP_URL et HOST n’est pas une interface locale : la boîte d’envoi (/api/dev/outbox) n’est pas servie (MAIL_OUTBOX_READABLE=true pour la lire depuis cette machine).');
}
startServer({ PORT: port, ...(readableOutbox ? { MAIL_OUTBOX_READABLE: process.env.MAIL_OUTBOX_READABLE ?? 'loopback' } : {}) });
