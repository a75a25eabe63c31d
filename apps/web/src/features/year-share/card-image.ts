import { CARD_HEIGHT, CARD_WIDTH, layoutYearCard, type CardContent, type Weight } from './card-layout.ts';

/** The system's fonts, Chinese ones included (nothing is downloaded to draw the picture). */
const CARD_FONTS = '-apple-system, BlinkMacSystemFont, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", "Source Han Sans SC", "WenQuanYi Micro Hei", "Helvetica Neue", Arial, sans-serif';
const fontOf = (size: number, weight: Weight) => `${weight} ${size}px ${CARD_FONTS}`;

/** Paints the card's layout on a canvas of the phone: a PNG. */
export async function drawYearCard(content: CardContent): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = CARD_WIDTH;
  canvas.height = CARD_HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2D canvas');
  const measure = (text: string, size: number, weight: Weight) => {
    ctx.font = fontOf(size, weight);
    return ctx.measureText(text).width;
  };
  for (const op of layoutYearCard(content, measure).ops) {
    ctx.fillStyle = op.color;
    if (op.kind === 'rect') {
      ctx.beginPath();
      ctx.roundRect(op.x, op.y, op.w, op.h, op.radius);
      ctx.fill();
    } else {
      ctx.font = fontOf(op.size, op.weight);
      ctx.textAlign = op.align;
      ctx.textBaseline = 'alphabetic';
      ctx.fillText(op.text, op.x, op.y);
    }
  }
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the canvas gave no PNG'))), 'image/png'));
}

/** The card is saved as every share picture is: to the share sheet when the phone takes files, else downloaded. */
export { saveImageFile as saveYearCard } from '../../kit/save-image.ts';
