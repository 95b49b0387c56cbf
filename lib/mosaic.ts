/**
 * The AGM mosaic's layout, every row full at every column count. Blocks alternate: a feature block
 * (one picture two columns wide and two rows tall, the rest of its rows single tiles), then a plain
 * row. What is left is spread over rows of at least half a row's tiles, some two columns wide.
 */

export interface MosaicTile {
  cols: number;
  rows: number;
}

/** Below and from 1024 px. */
export const mosaicColumns = [3, 4] as const;
export type MosaicColumns = (typeof mosaicColumns)[number];

/** `count` tiles over one row, the first ones a column wider when they do not divide it. */
function row(count: number, columns: number): MosaicTile[] {
  const base = Math.floor(columns / count);
  const extra = columns % count;
  return Array.from({ length: count }, (_, i) => ({ cols: base + (i < extra ? 1 : 0), rows: 1 }));
}

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
  // Blocks are given back to the rest until every row of it holds half a row or more.
  let rest = count - used;
  const fits = (n: number) => n === 0 || n >= Math.ceil(n / columns) * half;
  while (!fits(rest) && blocks.length > 0) rest += blocks.pop()!.length;
  const tiles = blocks.flat();
  const rowsLeft = Math.ceil(rest / columns);
  for (let r = 0; r < rowsLeft; r++) {
    const remainingRows = rowsLeft - r;
    const remainingTiles = count - tiles.length;
    tiles.push(...row(Math.ceil(remainingTiles / remainingRows), columns));
  }
  return tiles;
}

/** The gallery's grid: every picture one column wide but the last, which fills its row. */
export function gridSpan(count: number, index: number, columns: number): number {
  const left = count % columns;
  return index === count - 1 && left !== 0 ? columns - left + 1 : 1;
}
