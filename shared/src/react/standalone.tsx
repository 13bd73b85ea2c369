import { Anchor, Box, Container, List, Text, Title } from '@patrimo/shared/ui';
import { useIntl } from 'react-intl';
import { BrowserRouter, Link, Navigate, Route, Routes, useRoutes, type RouteObject } from '@patrimo/shared/router';
import type { RemoteMounts } from './mounts';
import { sharedMessages } from './messages';
import { ToastViewport } from './toasts';

export interface StandaloneAppProps {
  /** Remote name shown in the index page. */
  name: string;
  mounts: RemoteMounts;
  /** Where each mount lives when the remote runs alone (same paths as in the host). */
  paths: Record<string, string>;
}

function Mount({ routes }: { routes: RouteObject[] }) {
  return useRoutes([...routes, { path: '*', element: <Navigate to="/" replace /> }]);
}

/**
 * A remote on its own (`pnpm --filter @patrimo/<remote> dev`): its mounts at the host's paths, with
 * an index of them, against the real API. Guards and layouts are the host's business, not repeated here.
 */
export function StandaloneApp({ name, mounts, paths }: StandaloneAppProps) {
  const intl = useIntl();
  const entries = Object.entries(paths).filter(([mount]) => mounts[mount]);
  return (
    <BrowserRouter>
      <Box p="lg" component="main">
          <Container size="lg">
            <Routes>
              <Route
                path="/__standalone"
                element={
                  <>
                    <Title order={1}>{intl.formatMessage(sharedMessages.standaloneTitle, { name })}</Title>
                    <Text my="md">{intl.formatMessage(sharedMessages.standaloneIntro)}</Text>
                    <List>
                      {entries.map(([mount, path]) => (
                        <List.Item key={mount}>
                          <Anchor component={Link} to={path.replace(/:([A-Za-z]+)/g, 'exemple')}>
                            {mount} — {path}
                          </Anchor>
                        </List.Item>
                      ))}
                    </List>
                  </>
                }
              />
              {entries.map(([mount, path]) => (
                <Route key={mount} path={path === '/' ? '/' : `${path}/*`} element={<Mount routes={mounts[mount] ?? []} />} />
              ))}
              <Route path="*" element={<Navigate to="/__standalone" replace />} />
            </Routes>
          </Container>
      </Box>
      <ToastViewport />
    </BrowserRouter>
  );
}
