import {
  canZoomIn,
  canZoomOut,
  clampPage,
  downloadFileName,
  initialView,
  loadErrorMessage,
  retryPath,
  rotate,
  zoomIn,
  zoomLabel,
  zoomLimits,
  zoomOut,
} from '@/lib/pdf-viewer';

describe('zoom', () => {
  it('opens on the text on a narrow screen, where a fitted page is too small to read, and on the pages elsewhere', () => {
    expect(initialView(true)).toBe('text');
    expect(initialView(false)).toBe('pages');
  });

  it('starts at 100% and steps by 25%', () => {
    expect(zoomLimits).toEqual({ initial: 1, step: 0.25, min: 0.5, max: 3 });
    expect(zoomIn(1)).toBe(1.25);
    expect(zoomOut(1)).toBe(0.75);
    expect(zoomLabel(zoomLimits.initial)).toBe('100%');
    expect(zoomLabel(1.25)).toBe('125%');
  });

  it('always reads as a percentage, 100% being the page fitted to the width', () => {
    expect(zoomLabel(0.5)).toBe('50%');
    expect(zoomLabel(1.5)).toBe('150%');
    expect(zoomLabel(3)).toBe('300%');
  });

  it('stays within 50%..300% and reports the bounds', () => {
    let zoom = 1;
    for (let i = 0; i < 20; i++) zoom = zoomIn(zoom);
    expect(zoom).toBe(3);
    expect(canZoomIn(zoom)).toBe(false);
    expect(canZoomOut(zoom)).toBe(true);
    for (let i = 0; i < 20; i++) zoom = zoomOut(zoom);
    expect(zoom).toBe(0.5);
    expect(canZoomOut(zoom)).toBe(false);
    expect(canZoomIn(zoom)).toBe(true);
    expect(canZoomIn(2.75)).toBe(true);
    expect(canZoomOut(0.75)).toBe(true);
  });

  it('reaches the bounds exactly after many steps', () => {
    expect(zoomIn(2.75)).toBe(3);
    expect(zoomOut(0.75)).toBe(0.5);
    expect([0.5, 0.75, 1, 1.25, 1.5].map(zoomIn)).toEqual([0.75, 1, 1.25, 1.5, 1.75]);
  });
});

describe('rotation', () => {
  it('turns 90 degrees and wraps at 360', () => {
    expect(rotate(0)).toBe(90);
    expect(rotate(90)).toBe(180);
    expect(rotate(180)).toBe(270);
    expect(rotate(270)).toBe(0);
  });
});

describe('clampPage', () => {
  it('keeps the page within 1..numPages', () => {
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(-4, 3)).toBe(1);
    expect(clampPage(2, 3)).toBe(2);
    expect(clampPage(4, 3)).toBe(3);
    expect(clampPage(2.7, 3)).toBe(2);
  });

  it('is 1 while the page count is unknown or the page is not a number', () => {
    expect(clampPage(5, null)).toBe(1);
    expect(clampPage(5, 0)).toBe(1);
    expect(clampPage(Number.NaN, 3)).toBe(1);
  });
});

describe('download file name', () => {
  it('lowercases the title and replaces spaces with underscores', () => {
    expect(downloadFileName('EIK Membership Charter')).toBe('eik_membership_charter.pdf');
    expect(downloadFileName('Charter')).toBe('charter.pdf');
    expect(downloadFileName('A  B')).toBe('a__b.pdf');
  });
});

describe('retry path and error text', () => {
  it('retries a path without a leading slash once with one', () => {
    expect(retryPath('documents/charter.pdf')).toBe('/documents/charter.pdf');
    expect(retryPath('/documents/charter.pdf')).toBeNull();
  });

  it('formats the failure text', () => {
    expect(loadErrorMessage('Missing PDF')).toBe('Failed to load PDF document: Missing PDF');
  });
});
