import { Anchor, Stack, Text } from '@patrimo/shared/ui';
import { useBrand } from '@patrimo/shared/react';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from '@patrimo/shared/router';
import { useScrollToHash } from '../../../lib/use-scroll-to-hash';
import { cguArticle1, cguAssistance, cguMessages as m, cguPreamble, cguRightsContact, legalArticleHeading } from '../messages';
import { LegalDocument, type LegalSection } from './LegalDocument';

/** The terms of use, in numbered articles; the assistance article is at `#assistance`. */
export function CguPage() {
  const intl = useIntl();
  const brand = useBrand();
  const t = intl.formatMessage;
  useScrollToHash();

  const mail = (chunks: ReactNode[]) => <Anchor href={`mailto:${brand.supportEmail}`}>{chunks}</Anchor>;
  const texts = (descriptors: MessageDescriptor[]) => descriptors.map((d) => t(d));

  const articles: { id: string; title: MessageDescriptor; paragraphs: ReactNode[]; footer?: ReactNode }[] = [
    { id: 'objet', title: m.a1Title, paragraphs: [t(cguArticle1, { brand: brand.name }), t(m.a1p2)] },
    { id: 'definitions', title: m.a2Title, paragraphs: texts([m.a2p1, m.a2p2, m.a2p3, m.a2p4]) },
    { id: 'acces', title: m.a3Title, paragraphs: texts([m.a3p1, m.a3p2, m.a3p3]) },
    { id: 'compte', title: m.a4Title, paragraphs: texts([m.a4p1, m.a4p2, m.a4p3]) },
    { id: 'etablissements', title: m.a5Title, paragraphs: texts([m.a5p1, m.a5p2, m.a5p3, m.a5p4]) },
    { id: 'informations', title: m.a6Title, paragraphs: texts([m.a6p1, m.a6p2, m.a6p3]) },
    { id: 'abonnement', title: m.a7Title, paragraphs: texts([m.a7p1, m.a7p2, m.a7p3, m.a7p4]) },
    {
      id: 'donnees-personnelles',
      title: m.a8Title,
      paragraphs: [t(m.a8p1), t(m.a8p2), t(m.a8p3), t(cguRightsContact, { email: brand.supportEmail, mail }), t(m.a8p5)],
    },
    { id: 'cookies', title: m.a9Title, paragraphs: texts([m.a9p1]) },
    { id: 'suppression', title: m.a10Title, paragraphs: texts([m.a10p1, m.a10p2, m.a10p3]) },
    { id: 'responsabilite', title: m.a11Title, paragraphs: texts([m.a11p1, m.a11p2, m.a11p3]) },
    { id: 'propriete-intellectuelle', title: m.a12Title, paragraphs: texts([m.a12p1]) },
    {
      id: 'assistance',
      title: m.a13Title,
      paragraphs: [t(cguAssistance, { email: brand.supportEmail, mail }), t(m.a13p2)],
      footer: (
        <Anchor component={Link} to={brand.faqUrl} mt="sm" display="inline-block">
          {t(m.faqLink)}
        </Anchor>
      ),
    },
    { id: 'modification', title: m.a14Title, paragraphs: texts([m.a14p1]) },
    { id: 'droit-applicable', title: m.a15Title, paragraphs: texts([m.a15p1, m.a15p2]) },
  ];

  const sections: LegalSection[] = articles.map((article, index) => ({
    id: article.id,
    heading: t(legalArticleHeading, { number: index + 1, title: t(article.title) }),
    paragraphs: article.paragraphs,
    ...(article.footer === undefined ? {} : { footer: article.footer }),
  }));

  return (
    <LegalDocument
      title={t(m.title)}
      updated={t(m.updated)}
      tocLabel={t(m.tocLabel)}
      intro={
        <Stack gap="xs" align="flex-start">
          <Text lh={1.7}>{t(cguPreamble, { brand: brand.name })}</Text>
          <Anchor component={Link} to="/mentions-legales" size="sm">
            {t(m.legalLink)}
          </Anchor>
        </Stack>
      }
      sections={sections}
    />
  );
}
