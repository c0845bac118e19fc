import { MicroResult, type MicroOrder } from '@exchange/protocol';

export type ResultName = 'won' | 'lost' | 'draw';

/** The outcome of a closed order, as the server settled it. */
export function resultOf(order: MicroOrder): ResultName | undefined {
  if (order.status !== 3) return undefined;
  if (order.result === MicroResult.won) return 'won';
  if (order.result === MicroResult.lost) return 'lost';
  return 'draw';
}

/** "+1.8" / "-10.1" / "0": the signed profit as the screen shows it. */
export const signed = (text: string): string =>
  text.startsWith('-') || /^0(\.0*)?$/.test(text) ? text : `+${text}`;
