/**
 * The browser entry of the public pages (issue 17, webpack.public.cjs): what hydrates a page the server sends as HTML
 * (pre-rendered at build time, or a contract card rendered when asked). mf-lobby's public routes are imported from
 * its sources, as the server render does, instead of through Module Federation: the page loads neither federation's
 * runtime nor whole shared libraries, only what its pages use. A link to any other route loads the application's
 * document (`isServerRenderedPage`).
 */
import '@mantine/core/styles.css';
import { publicMounts } from 'mf_lobby/public-routes';
import { isServerRenderedPage } from '../app/public-pages';
import { startShell } from '../app/start-shell';
import { provideMounts } from '../features/remotes/remote-registry';

provideMounts('mf_lobby', publicMounts);
startShell({ renders: isServerRenderedPage });
