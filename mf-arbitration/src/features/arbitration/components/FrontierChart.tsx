import { formatPercent, type OptimisationResult } from '@patrimo/shared';
import { Group, Stack, Text } from '@patrimo/shared/ui';
import { ChartFigure } from '@patrimo/shared/ui/charts';
import { useIntl } from 'react-intl';
import { frontierGeometry } from '../chart-data';
import { arbitrationMessages as m, frontierCurrentPart, frontierSummary } from '../messages';

const PROPOSED_COLOR = 'var(--mantine-color-blue-6)';
const CURRENT_COLOR = 'var(--mantine-color-orange-7)';

/**
 * The efficient frontier of the basket (volatility along, expected return up) with the proposal and today's
 * allocation on it, drawn in SVG; its figure is named by one sentence with both points' figures.
 */
export function FrontierChart({ frontier }: { frontier: OptimisationResult['frontier'] }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const geometry = frontierGeometry(frontier);
  const { plot } = geometry;
  const summary = t(frontierSummary, {
    proposedRisk: formatPercent(frontier.proposed.volatility),
    proposedReturn: formatPercent(frontier.proposed.expectedReturn, { signed: true }),
    current: frontier.current
      ? t(frontierCurrentPart, { risk: formatPercent(frontier.current.volatility), ret: formatPercent(frontier.current.expectedReturn, { signed: true }) })
      : '',
  });
  return (
    <Stack gap="xs">
      <ChartFigure summary={summary}>
        <svg
          viewBox={`0 0 ${geometry.width} ${geometry.height}`}
          width="100%"
          style={{ maxWidth: geometry.width, display: 'block', fontSize: 11, fontFamily: 'inherit' }}
          data-frontier-chart
        >
          {geometry.yTicks.map((tick) => (
            <g key={`y${tick.value}`}>
              <line x1={plot.left} x2={plot.right} y1={tick.y} y2={tick.y} stroke="var(--mantine-color-default-border)" />
              <text x={plot.left - 6} y={tick.y + 4} textAnchor="end" fill="var(--mantine-color-dimmed)">
                {formatPercent(tick.value)}
              </text>
            </g>
          ))}
          {geometry.xTicks.map((tick) => (
            <g key={`x${tick.value}`}>
              <line x1={tick.x} x2={tick.x} y1={plot.top} y2={plot.bottom} stroke="var(--mantine-color-default-border)" />
              <text x={tick.x} y={plot.bottom + 16} textAnchor="middle" fill="var(--mantine-color-dimmed)">
                {formatPercent(tick.value)}
              </text>
            </g>
          ))}
          <text x={(plot.left + plot.right) / 2} y={geometry.height - 4} textAnchor="middle" fill="var(--mantine-color-text)">
            {t(m.frontierAxisX)}
          </text>
          <text x={12} y={(plot.top + plot.bottom) / 2} textAnchor="middle" fill="var(--mantine-color-text)" transform={`rotate(-90 12 ${(plot.top + plot.bottom) / 2})`}>
            {t(m.frontierAxisY)}
          </text>
          <path d={geometry.path} fill="none" stroke="var(--mantine-color-gray-6)" strokeWidth={2} />
          {geometry.current && <rect x={geometry.current.x - 6} y={geometry.current.y - 6} width={12} height={12} fill={CURRENT_COLOR} data-frontier-point="current" />}
          <circle cx={geometry.proposed.x} cy={geometry.proposed.y} r={7} fill={PROPOSED_COLOR} stroke="var(--mantine-color-body)" strokeWidth={2} data-frontier-point="proposed" />
        </svg>
      </ChartFigure>
      <Group gap="lg" aria-hidden>
        <Group gap={6}>
          <svg width={14} height={14}>
            <circle cx={7} cy={7} r={6} fill={PROPOSED_COLOR} />
          </svg>
          <Text size="xs">{t(m.frontierProposed)}</Text>
        </Group>
        {frontier.current && (
          <Group gap={6}>
            <svg width={14} height={14}>
              <rect x={1} y={1} width={12} height={12} fill={CURRENT_COLOR} />
            </svg>
            <Text size="xs">{t(m.frontierCurrent)}</Text>
          </Group>
        )}
      </Group>
      {!frontier.current && (
        <Text size="sm" c="dimmed" data-frontier-no-current>
          {t(m.frontierNoCurrent)}
        </Text>
      )}
    </Stack>
  );
}
