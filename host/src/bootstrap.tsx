import '@mantine/core/styles.css';
import { PatrimoQueryProvider } from '@patrimo/shared/react';
import { startShell } from './app/start-shell';
import { startFederatedRemotes } from './features/remotes/federation-remotes';

// The application: every route, each remote's screens through Module Federation, one query cache for all of them.
startFederatedRemotes();
startShell({ Around: PatrimoQueryProvider });
