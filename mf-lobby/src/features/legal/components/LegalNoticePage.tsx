import { Alert, Anchor } from '@patrimo/shared/ui';
import { useBrand } from '@patrimo/shared/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@patrimo/shared/router';
import { legalContact, legalDemoNotice, legalNoticeMessages as m, legalSiteIntro } from '../messages';
import { LegalDocument, type LegalSection } from './LegalDocument';

/** The legal notice of this demonstration build: a complete notice for the fictional operator Patrimo SAS. */
export function LegalNoticePage() {
  const intl = useIntl();
  const brand = useBrand();
  const t = intl.formatMessage;
  const mail = (chunks: ReactNode[]) => <Anchor href={`mailto:${brand.supportEmail}`}>{chunks}</Anchor>;

  const sections: LegalSection[] = [
    {
      id: 'editeur',
      heading: t(m.publisherTitle),
      paragraphs: [
        t(legalSiteIntro, { brand: brand.name }),
        t(m.publisherName),
        t(m.publisherAddress),
        t(m.publisherRegistry),
        t(m.publisherPhone),
        t(legalContact, { email: brand.supportEmail, mail }),
      ],
    },
    { id: 'direction-publication', heading: t(m.directorTitle), paragraphs: [t(m.directorBody)] },
    { id: 'hebergement', heading: t(m.hostTitle), paragraphs: [t(m.hostBody)] },
    { id: 'agregation', heading: t(m.aggregationTitle), paragraphs: [t(m.aggregationBody)] },
    { id: 'nature-du-service', heading: t(m.adviceTitle), paragraphs: [t(m.adviceBody)] },
    { id: 'propriete-intellectuelle', heading: t(m.ipTitle), paragraphs: [t(m.ipBody)] },
    {
      id: 'donnees-personnelles',
      heading: t(m.dataTitle),
      paragraphs: [t(m.dataBody)],
      footer: (
        <Anchor component={Link} to="/cgu#donnees-personnelles" mt="sm" display="inline-block">
          {t(m.termsLink)}
        </Anchor>
      ),
    },
    { id: 'cookies', heading: t(m.cookiesTitle), paragraphs: [t(m.cookiesBody)] },
    { id: 'mediation', heading: t(m.mediationTitle), paragraphs: [t(m.mediationBody)] },
  ];

  return (
    <LegalDocument
      title={t(m.title)}
      updated={t(m.updated)}
      tocLabel={t(m.tocLabel)}
      intro={
        <Alert variant="light" color="blue" title={t(m.demoTitle)}>
          {t(legalDemoNotice, { brand: brand.name })}
        </Alert>
      }
      sections={sections}
    />
  );
}
