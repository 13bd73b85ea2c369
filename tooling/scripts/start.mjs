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
// Without an SMTP server the e-mails stay in the embedded database: this local demo lets you read them.
const readableOutbox = !process.env.SMTP_URL;
if (readableOutbox) log(`E-mails (code de confirmation, liens) : http://localhost:${port}/api/dev/outbox?to=<adresse>`);
startServer({ PORT: port, ...(readableOutbox ? { MAIL_OUTBOX_READABLE: process.env.MAIL_OUTBOX_READABLE ?? 'true' } : {}) });
