import { Button, Group } from '@patrimo/shared/ui';
import { useIntl } from 'react-intl';
import { NavLink } from '@patrimo/shared/router';
import { prosMessages as m } from '../messages';

/** Moves between the three professional pages; the current one is marked by the router. */
export function ProsNav() {
  const intl = useIntl();
  const links = [
    { to: '/for-advisors', label: intl.formatMessage(m.navOverview) },
    { to: '/advisor', label: intl.formatMessage(m.navAdvisor) },
    { to: '/customers', label: intl.formatMessage(m.navCustomers) },
  ];
  return (
    <Group component="nav" aria-label={intl.formatMessage(m.navLabel)} gap="xs" mt={40}>
      {links.map((link) => (
        <NavLink key={link.to} to={link.to} end style={{ textDecoration: 'none' }}>
          {({ isActive }) => (
            <Button component="span" variant={isActive ? 'filled' : 'white'} size="sm" radius="xl">
              {link.label}
            </Button>
          )}
        </NavLink>
      ))}
    </Group>
  );
}
