import '@mantine/core/styles.css';
import { startStandalone } from '@patrimo/shared/remote-kit';
import { mounts } from './app/routes';
import { STANDALONE_PATHS } from './app/standalone-paths';

// Standalone run only: the host never executes this file (it loads `./routes`).
startStandalone({ name: 'mf-arbitration', mounts, paths: STANDALONE_PATHS });
