import { isApiHttpError } from '@patrimo/shared/client';
import { LoadState, usePageTitle } from '@patrimo/shared/react';
import { Stack, Text, Title } from '@patrimo/shared/ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Navigate } from '@patrimo/shared/router';
import { usePortfolio } from '../api/get-portfolio';
import { useArbitrationFrame } from '../hooks/use-arbitration-frame';
import { arbitrationMessages as m, pageTitleMessage } from '../messages';
import { ArbitrationSteps, type ArbitrationStep } from './ArbitrationSteps';

/** A step's data while it loads (the shared `LoadState`, with the step's own words). */
export function Loading({ label }: { label: MessageDescriptor }) {
  return <LoadState load={{ state: 'loading' }} loadingLabel={label} />;
}

/** Why a step's data did not load, with « Réessayer ». */
export function Failed({ message, retry }: { message: string; retry: () => void }) {
  return <LoadState load={{ state: 'failed', message, retry }} failedTitle={m.failedTitle} />;
}

/** Whether an arbitration page was shown before in this page load. */
let pageShown = false;

export interface ArbitrationPageProps {
  step: ArbitrationStep;
  title: string;
  description: string;
  children: ReactNode;
}

/**
 * One page of the arbitration: its steps, its heading (focused when the saver moves between pages, so screen
 * readers announce it), the contract's name, its own page title, and, for an advisor, whose arbitration it is.
 */
export function ArbitrationPage({ step, title, description, children }: ArbitrationPageProps) {
  const t = useIntl().formatMessage;
  const { contractId, embedded } = useArbitrationFrame();
  const contract = usePortfolio(contractId);
  const heading = useRef<HTMLHeadingElement>(null);
  const name = contract.data?.name;
  usePageTitle(name ? t(pageTitleMessage, { page: title, contract: name }) : title);
  useEffect(() => {
    // Not on the first page opened (the skip link and the shell own the focus then); on each move between pages.
    if (pageShown) heading.current?.focus();
    pageShown = true;
  }, [step]);
  if (contract.isError && isApiHttpError(contract.error) && contract.error.status === 404) return <Navigate to="/404" replace />;
  return (
    <Stack gap="xl" maw={1040} data-arbitration-step={step}>
      <ArbitrationSteps active={step} />
      <Stack gap={4}>
        <Title order={1} ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
          {title}
        </Title>
        {name && (
          <Text c="dimmed" data-arbitration-contract>
            {name}
          </Text>
        )}
        <Text>{description}</Text>
      </Stack>
      {embedded && (
        <Text size="sm" c="dimmed" data-arbitration-advisor-notice>
          {t(m.advisorNotice)}
        </Text>
      )}
      {children}
    </Stack>
  );
}
