/**
 * The AGM mosaic's layout, derived from the number of pictures so that every row is full at every
 * column count: no ragged end and no hole, whatever the count. The grid is laid out in blocks, in
 * order: a feature block (one picture two columns wide and two rows tall, the rest of its two rows
 * filled with single tiles), then a plain row of single tiles, and again. Whatever is left at the end
 * is spread over rows that each hold at least half a row's tiles, some of them two columns wide.
 */

export interface MosaicTile {
  /** Columns and rows the tile spans. */
  cols: number;
  rows: number;
}

/** The columns the mosaic has: up to 1024 px (phones small tiles, from 640 px taller ones), from 1024 px. */
export const mosaicColumns = [3, 4] as const;
export type MosaicColumns = (typeof mosaicColumns)[number];

/** `count` tiles spread over one row of `columns`: the first ones one column wider when they do not divide. */
function row(count: number, columns: number): MosaicTile[] {
  const base = Math.floor(columns / count);
  const extra = columns % count;
  return Array.from({ length: count }, (_, i) => ({ cols: base + (i < extra ? 1 : 0), rows: 1 }));
}

/** The tiles of `count` pictures in a grid of `columns`, in the pictures' order. */
export function mosaicLayout(count: number, columns: number): MosaicTile[] {
  if (count <= 0) return [];
  const half = Math.ceil(columns / 2);
  const featureSize = 1 + 2 * (columns - 2);
  const blocks: MosaicTile[][] = [];
  let used = 0;
  for (let b = 0; ; b++) {
    const feature = b % 2 === 0;
    const size = feature ? featureSize : columns;
    if (count - used < size) break;
    blocks.push(
      feature
        ? [{ cols: 2, rows: 2 }, ...Array.from({ length: size - 1 }, () => ({ cols: 1, rows: 1 }))]
        : row(columns, columns),
    );
    used += size;
  }
  // The rest, with as many blocks before it given back as it takes for every row to hold half a row or more.
  let rest = count - used;
  const fits = (n: number) => n === 0 || n >= Math.ceil(n / columns) * half;
  while (!fits(rest) && blocks.length > 0) rest += blocks.pop()!.length;
  const tiles = blocks.flat();
  const rowsLeft = Math.ceil(rest / columns);
  for (let r = 0; r < rowsLeft; r++) {
    // The rest shared as evenly as the rows allow, the fuller rows first.
    const remainingRows = rowsLeft - r;
    const remainingTiles = count - tiles.length;
    tiles.push(...row(Math.ceil(remainingTiles / remainingRows), columns));
  }
  return tiles;
}

/**
 * The captioned grid's rows full too (the gallery, 2 columns from 640 px, 3 from 1024 px): every
 * picture one column wide but the last, which widens over what its row leaves empty. How many
 * columns the picture at `index` spans, of `count`, at `columns`.
 */
export function gridSpan(count: number, index: number, columns: number): number {
  const left = count % columns;
  return index === count - 1 && left !== 0 ? columns - left + 1 : 1;
}
