import type { AppConfig } from '../config/env';
import type { Clock } from '../lib/clock';
import { createPowensProvider } from './powens/provider';
import type { AggregationProvider } from './provider';
import { SandboxProvider } from './sandbox/sandbox-provider';

/** The aggregation partner the configuration names (the sandbox unless Powens is configured). */
export function createAggregationProvider(config: AppConfig, clock: Clock): AggregationProvider {
  if (config.aggregation.provider === 'powens') {
    const { baseUrl, clientId, clientSecret, webhookSecret } = config.aggregation;
    return createPowensProvider({ baseUrl, clientId, clientSecret, webhookSecret, now: () => clock.now() });
  }
  return new SandboxProvider({ root: config.root, now: () => clock.now() });
}
