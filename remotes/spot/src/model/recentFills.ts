/** Spec §9 recent fills (capped at 20, newest first): the sdk's model, which `useTrades` also uses. */
export { RECENT_FILLS_CAP, addTrades, fillsFromSnapshot, type Fill } from '@exchange/sdk';
