import { gridSpan, mosaicColumns, mosaicLayout, type MosaicTile } from '@/lib/mosaic';

/** Places tiles as a CSS grid does (sparse auto-placement, in order) and returns the grid's cells. */
function place(tiles: MosaicTile[], columns: number): (number | undefined)[][] {
  const grid: (number | undefined)[][] = [];
  const free = (r: number, c: number, t: MosaicTile) => {
    if (c + t.cols > columns) return false;
    for (let y = r; y < r + t.rows; y++)
      for (let x = c; x < c + t.cols; x++) if (grid[y]?.[x] !== undefined) return false;
    return true;
  };
  let row = 0;
  let col = 0;
  tiles.forEach((tile, index) => {
    while (!free(row, col, tile)) {
      col += 1;
      if (col >= columns) {
        col = 0;
        row += 1;
      }
    }
    for (let y = row; y < row + tile.rows; y++) {
      grid[y] ??= Array.from({ length: columns }, () => undefined);
      for (let x = col; x < col + tile.cols; x++) grid[y]![x] = index;
    }
    col += tile.cols;
  });
  return grid;
}

describe('the AGM mosaic layout', () => {
  for (const columns of mosaicColumns) {
    // 1 to 12, and the 28 of the 2025 meeting.
    for (const count of [...Array.from({ length: 12 }, (_, i) => i + 1), 28]) {
      it(`fills every row of ${columns} columns with ${count} picture${count === 1 ? '' : 's'}: no hole, no ragged end`, () => {
        const tiles = mosaicLayout(count, columns);
        expect(tiles).toHaveLength(count);
        const grid = place(tiles, columns);
        for (const cells of grid) {
          expect(cells).toHaveLength(columns);
          expect(cells.every((cell) => cell !== undefined)).toBe(true);
        }
        // Every picture shows, once.
        expect(new Set(grid.flat()).size).toBe(count);
        // No strip: a tile is at most two columns wide unless there are too few pictures to share a row.
        if (count >= Math.ceil(columns / 2)) expect(Math.max(...tiles.map((t) => t.cols))).toBeLessThanOrEqual(2);
      });
    }
  }

  it('leads with a large picture once there are enough to fill its rows', () => {
    expect(mosaicLayout(12, 4)[0]).toEqual({ cols: 2, rows: 2 });
    expect(mosaicLayout(28, 3)[0]).toEqual({ cols: 2, rows: 2 });
  });

  it('lays out nothing for no pictures', () => {
    expect(mosaicLayout(0, 4)).toEqual([]);
  });
});

describe('the captioned grid (the gallery)', () => {
  for (const columns of [2, 3]) {
    for (let count = 1; count <= 13; count++) {
      it(`fills every row of ${columns} columns with ${count} picture${count === 1 ? '' : 's'}, only the last one widened`, () => {
        const tiles = Array.from({ length: count }, (_, index) => ({ cols: gridSpan(count, index, columns), rows: 1 }));
        for (const row of place(tiles, columns)) expect(row).not.toContain(undefined);
        expect(tiles.slice(0, -1).every((tile) => tile.cols === 1)).toBe(true);
      });
    }
  }
});
