/**
 * The invite poster: the server's background (user/posterBg) with the headline, the invite code and
 * the QR code of the invite link drawn on its calm lower part. Drawn on a canvas so that what the
 * page shows is exactly the PNG the user downloads. The background is same-origin, so the canvas
 * stays exportable.
 */
export interface PosterTexts {
  headline: string;
  codeLine: string;
  scanLine: string;
}

export interface PosterParts {
  background: CanvasImageSource;
  width: number;
  height: number;
  qr: CanvasImageSource;
  texts: PosterTexts;
  direction: 'ltr' | 'rtl';
}

export function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`poster background did not load: ${url}`));
    image.src = url;
  });
}

const FONT = "-apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', sans-serif";

function roundedRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number) {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

/** Text that fits `maxWidth`: the font shrinks until it does. */
function fittedText(
  ctx: CanvasRenderingContext2D,
  text: string,
  y: number,
  size: number,
  weight: string,
  maxWidth: number,
) {
  let px = size;
  do {
    ctx.font = `${weight} ${px}px ${FONT}`;
    px -= 2;
  } while (ctx.measureText(text).width > maxWidth && px > 10);
  ctx.fillText(text, ctx.canvas.width / 2, y);
}

/** Draws the poster and answers it as a PNG data URL. */
export function composePoster({ background, width, height, qr, texts, direction }: PosterParts): string {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d canvas');
  ctx.drawImage(background, 0, 0, width, height);
  ctx.direction = direction;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  const scale = width / 600;
  const maxText = width - 60 * scale;

  ctx.fillStyle = '#ffffff';
  fittedText(ctx, texts.headline, height * 0.6, 40 * scale, '700', maxText);
  ctx.fillStyle = '#5eead4';
  fittedText(ctx, texts.codeLine, height * 0.6 + 52 * scale, 28 * scale, '600', maxText);

  const card = 224 * scale;
  const cardX = (width - card) / 2;
  const cardY = height * 0.6 + 78 * scale;
  ctx.fillStyle = '#ffffff';
  roundedRect(ctx, cardX, cardY, card, card, 16 * scale);
  ctx.fill();
  const inset = 14 * scale;
  ctx.imageSmoothingEnabled = false;
  ctx.drawImage(qr, cardX + inset, cardY + inset, card - 2 * inset, card - 2 * inset);

  ctx.fillStyle = 'rgba(255, 255, 255, 0.85)';
  fittedText(ctx, texts.scanLine, cardY + card + 26 * scale, 18 * scale, '400', maxText);
  return canvas.toDataURL('image/png');
}
