import type * as AdvancedRulesModule from './advancedRules';

/** Issue 26: the advanced tab's order kinds. */
export type AdvancedKind = 'stop_limit' | 'oco';

/** Time in force of a fixed-price (limit) order; GTC is the spec's behaviour. */
export const TIMES_IN_FORCE = ['GTC', 'IOC', 'FOK', 'POST_ONLY'] as const;
export type TimeInForce = (typeof TIMES_IN_FORCE)[number];

/** The fields that go wrong, so the panel can point at (and focus) the one to fix. */
export type OrderField = 'price' | 'amount' | 'trigger' | 'stopLimit';

/** The advanced tab's checks (model/advancedRules), loaded with the tab: off the first page. */
type AdvancedRules = typeof AdvancedRulesModule;
let advancedRules: AdvancedRules | undefined;
export const loadAdvancedRules = (): Promise<AdvancedRules> =>
  import('./advancedRules').then((rules) => (advancedRules = rules));
/** The advanced checks once loaded (the advanced tab cannot show before). */
export const loadedAdvancedRules = (): AdvancedRules | undefined => advancedRules;
