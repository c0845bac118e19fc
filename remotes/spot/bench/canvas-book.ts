import { applyDepthPush, bookView, format, type BookRow, type BookState } from '@exchange/sdk';
import type { MarketDepthPush } from '@exchange/protocol';

/**
 * Bench only (never shipped): the order book drawn on a <canvas>, the fastest way to show it.
 * Depth messages only update the sdk's book model; the canvas is redrawn at most once per animation
 * frame, and only when the book changed. No React on the update path.
 */
const ROW_HEIGHT = 18;
const WIDTH = 360;

export interface CanvasBook {
  push(push: MarketDepthPush): void;
  stop(): void;
}

export function mountCanvasBook(parent: HTMLElement, initial: BookState, onDraw: () => void): CanvasBook {
  const canvas = document.createElement('canvas');
  canvas.dataset.bench = 'canvas-book';
  const rowsShown = 8 * 2 + 1;
  canvas.width = WIDTH;
  canvas.height = rowsShown * ROW_HEIGHT + 8;
  parent.append(canvas);
  const context = canvas.getContext('2d')!;
  let book = initial;
  let dirty = true;
  let frame = 0;

  const drawRow = (row: BookRow, y: number, color: string) => {
    // The depth bar's width only sizes pixels; not money.
    context.globalAlpha = 0.2;
    context.fillStyle = color;
    const bar = row.depth * WIDTH;
    context.fillRect(WIDTH - bar, y, bar, ROW_HEIGHT - 2);
    context.globalAlpha = 1;
    context.fillStyle = color;
    context.textAlign = 'left';
    context.fillText(format(row.price, 'price'), 4, y + 13);
    context.fillStyle = '#ddd';
    context.textAlign = 'right';
    context.fillText(format(row.amount, 'amount'), WIDTH * 0.66, y + 13);
    context.fillText(format(row.total, 'amount'), WIDTH - 4, y + 13);
  };

  const draw = () => {
    frame = requestAnimationFrame(draw);
    if (!dirty) return;
    dirty = false;
    const view = bookView(book);
    context.fillStyle = '#111';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.font = '12px monospace';
    let y = 4;
    for (const row of [...view.asks].reverse()) {
      drawRow(row, y, '#f6465d');
      y += ROW_HEIGHT;
    }
    context.fillStyle = '#fff';
    context.textAlign = 'left';
    context.font = 'bold 14px monospace';
    context.fillText(format(book.lastPrice, 'price'), 4, y + 13);
    context.font = '12px monospace';
    y += ROW_HEIGHT;
    for (const row of view.bids) {
      drawRow(row, y, '#0ecb81');
      y += ROW_HEIGHT;
    }
    onDraw();
  };
  frame = requestAnimationFrame(draw);

  return {
    push(push) {
      const result = applyDepthPush(book, push);
      if (result.kind === 'applied') {
        book = result.book;
        dirty = true;
      }
    },
    stop: () => cancelAnimationFrame(frame),
  };
}
