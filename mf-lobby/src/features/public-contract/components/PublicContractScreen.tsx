import { Container } from '@patrimo/shared/ui';
import { ScreenPlaceholder, useBrand } from '@patrimo/shared/react';
import { useIntl } from 'react-intl';
import { publicContractDescription, publicContractMessages as m } from '../messages';

/** `/contrats/:contractUrl`: a contract's public card, reachable without an account. */
export function PublicContractScreen() {
  const intl = useIntl();
  const brand = useBrand();
  return (
    <Container size="lg" py={{ base: 40, sm: 64 }}>
      <ScreenPlaceholder
        title={intl.formatMessage(m.title)}
        description={intl.formatMessage(publicContractDescription, { brand: brand.name })}
        upcoming={[m.characteristics, m.funds, m.comparison, m.analyseOwn].map((d) => intl.formatMessage(d))}
        links={[
          { to: '/features#analyse-contrat', label: intl.formatMessage(m.features) },
          { to: '/app/register', label: intl.formatMessage(m.register) },
        ]}
      />
    </Container>
  );
}
