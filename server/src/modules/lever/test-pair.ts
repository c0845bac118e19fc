import { PairScale } from '../../money';
import type { Pair } from '../market';
import type { LeverTerms } from './settings';

/** A BTC/USDT-like lever pair for the pure tests and the benchmark (no database). */
export function testPair(overrides: Partial<Pair> = {}): Pair {
  return {
    id: 1,
    currencyId: 2,
    legalId: 1,
    symbol: 'BTC/USDT',
    currencyName: 'BTC',
    legalName: 'USDT',
    logo: '',
    category: 1,
    categoryText: 'Mainstream',
    isDisplay: 1,
    openCoinTrade: 1,
    openMicrotrade: 1,
    openLever: 1,
    sellStatus: 1,
    leverShareNum: '0.01',
    leverTradeFee: '0.1',
    spread: '0.05',
    issueNum: '21000000',
    content: '',
    contentIn: new Map(),
    sort: 1,
    priceTick: '0.01',
    amountStep: '0.0001',
    seedPrice: '65000',
    scale: new PairScale('0.01', '0.0001'),
    ...overrides,
  };
}

export function testTerms(pair = testPair()): LeverTerms {
  return {
    pair,
    multiples: [5, 10, 20, 50, 100],
    presets: [1, 5, 10],
    shareMin: 1,
    shareMax: 500,
    maintenance: '50',
    overnight: '0.05',
  };
}
