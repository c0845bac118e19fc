import { marketApi, walletDetail } from '@exchange/protocol';
import { bookFromSnapshot, createMemoryStorage, createSdk, type BookState, type Sdk } from '@exchange/sdk';
import type { PairRef } from './client';

/** A book as one comparable string: sequence number, last price and every level of both sides. */
export const bookKey = (book: BookState): string =>
  JSON.stringify([book.seq, book.lastPrice, book.bids, book.asks]);

/**
 * The harness's view of the truth: the server's snapshots through the very call the app makes
 * (transaction/deal, wallet/detail), on its own HTTP client (its calls are not counted as the
 * clients'). Books are remembered by seq, so a client is compared with the server's book at the
 * seq the client holds (the server moves on while the answer travels).
 */
export class Referee {
  readonly sdk: Sdk;
  private readonly seen = new Map<string, Map<number, string>>();

  constructor(serverUrl: string, token?: string) {
    this.sdk = createSdk({ baseUrl: serverUrl, storage: createMemoryStorage(), onProblem: () => undefined });
    if (token) this.sdk.storage.set('token', token);
  }

  async snapshot(pair: PairRef): Promise<BookState> {
    const answer = await this.sdk.api.call(
      marketApi.deal,
      { legal_id: pair.legalId, currency_id: pair.currencyId },
      { silent: true },
    );
    if (answer.type !== 'ok') throw new Error(`transaction/deal ${pair.symbol}: ${answer.message}`);
    const book = bookFromSnapshot(pair.symbol, answer.message);
    let bySeq = this.seen.get(pair.symbol);
    if (!bySeq) this.seen.set(pair.symbol, (bySeq = new Map()));
    bySeq.set(book.seq, bookKey(book));
    return book;
  }

  /** Takes one snapshot of each pair now. */
  async observe(pairs: readonly PairRef[]): Promise<void> {
    await Promise.all(pairs.map((pair) => this.snapshot(pair)));
  }

  /** Forget what was seen (a new round compares only with what the server said after its cut). */
  forget(): void {
    this.seen.clear();
  }

  /** True when `book` is what the server's snapshot said at the book's seq (seen since `forget`). */
  matches(book: BookState | undefined): boolean {
    if (!book) return false;
    return this.seen.get(book.pair)?.get(book.seq) === bookKey(book);
  }

  /** True when the server's book at `book`'s seq was seen (for failure messages). */
  seenSeq(book: BookState | undefined): boolean {
    return book !== undefined && (this.seen.get(book.pair)?.has(book.seq) ?? false);
  }

  /** The newest seq seen of a pair (for failure messages). */
  newestSeq(symbol: string): number | undefined {
    const seqs = [...(this.seen.get(symbol)?.keys() ?? [])];
    return seqs.length ? Math.max(...seqs) : undefined;
  }

  async balance(currency: number): Promise<string> {
    const answer = await this.sdk.api.call(walletDetail, { currency, type: 'change' }, { silent: true });
    if (answer.type !== 'ok') throw new Error(`wallet/detail: ${answer.message}`);
    return answer.message.change_balance;
  }
}
