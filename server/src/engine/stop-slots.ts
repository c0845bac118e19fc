import type { Side } from './types';
import type { StopOrder } from './conditional-book';
import { grown, smallIfWhole } from './typed-arrays';

type StopTif = StopOrder['timeInForce'];
const TIFS: readonly StopTif[] = ['GTC', 'IOC', 'FOK'];

/**
 * The waiting stops' fields, a typed array per field, by slot: a small integer a stop holds while
 * it waits and that is reused once it leaves (a free list). Nothing about a waiting stop is an
 * object: the id index maps to a slot number and the trigger heaps order slot numbers, so holding
 * stops adds no objects for the collector to trace and no scattered memory for a cancel to touch.
 * Waiting stops are the engine's most numerous long-lived entries after resting orders, and when
 * each was an object the stop mix lost about a tenth of its throughput to them (market README,
 * bench section). A StopOrder object is made only when one leaves (fires or is cancelled) or is read.
 */
export class StopSlots {
  private capacity = 64;
  private ids = new Float64Array(64);
  private owners = new Float64Array(64);
  private triggers = new Float64Array(64);
  private prices = new Float64Array(64);
  private qtys = new Float64Array(64);
  /** NaN: not an OCO leg. */
  private ocoWiths = new Float64Array(64);
  /** 1: a buy stop, 0: a sell stop. */
  private buys = new Uint8Array(64);
  private tifs = new Uint8Array(64);
  private readonly free: number[] = [];
  private used = 0;

  /** Stores `stop` and returns its slot. */
  add(stop: StopOrder): number {
    let slot = this.free.pop();
    if (slot === undefined) {
      if (this.used === this.capacity) this.grow();
      slot = this.used++;
    }
    this.ids[slot] = stop.id;
    this.owners[slot] = stop.owner;
    this.triggers[slot] = stop.trigger;
    this.prices[slot] = stop.price;
    this.qtys[slot] = stop.qty;
    this.ocoWiths[slot] = stop.ocoWith ?? NaN;
    this.buys[slot] = stop.side === 'buy' ? 1 : 0;
    this.tifs[slot] = TIFS.indexOf(stop.timeInForce);
    return slot;
  }

  /** Frees `slot` for the next stop. */
  release(slot: number): void {
    this.free.push(slot);
  }

  id(slot: number): number {
    return this.ids[slot]!;
  }

  isBuy(slot: number): boolean {
    return this.buys[slot] === 1;
  }

  trigger(slot: number): number {
    return this.triggers[slot]!;
  }

  /** The stop in `slot`, as an object of its own (whole numbers as small integers: `smallIfWhole`). */
  read(slot: number): StopOrder {
    const side: Side = this.buys[slot] === 1 ? 'buy' : 'sell';
    const stop: StopOrder = {
      id: smallIfWhole(this.ids[slot]!),
      owner: smallIfWhole(this.owners[slot]!),
      side,
      trigger: smallIfWhole(this.triggers[slot]!),
      price: smallIfWhole(this.prices[slot]!),
      qty: smallIfWhole(this.qtys[slot]!),
      timeInForce: TIFS[this.tifs[slot]!]!,
    };
    const ocoWith = this.ocoWiths[slot]!;
    if (ocoWith === ocoWith) stop.ocoWith = smallIfWhole(ocoWith);
    return stop;
  }

  private grow(): void {
    const capacity = this.capacity * 2;
    this.ids = grown(this.ids, capacity);
    this.owners = grown(this.owners, capacity);
    this.triggers = grown(this.triggers, capacity);
    this.prices = grown(this.prices, capacity);
    this.qtys = grown(this.qtys, capacity);
    this.ocoWiths = grown(this.ocoWiths, capacity);
    this.buys = grown(this.buys, capacity);
    this.tifs = grown(this.tifs, capacity);
    this.capacity = capacity;
  }
}
