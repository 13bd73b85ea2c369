/** The three pages of the arbitration (spec §2 `contract/{contractId}/arbitration`: start, market, optimize). */
export { StartScreen as ArbitrationStart } from './StartScreen';
export { MarketScreen as ArbitrationMarket } from './MarketScreen';
export { OptimizeScreen as ArbitrationOptimize } from './OptimizeScreen';
