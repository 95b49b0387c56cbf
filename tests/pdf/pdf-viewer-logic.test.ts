import { downloadFileName, loadErrorMessage, retryPath, zoomBy, zoomLimits } from '@/lib/pdf-viewer';

describe('zoom', () => {
  it('starts at 100% and steps by 25%', () => {
    expect(zoomLimits).toEqual({ initial: 1, step: 0.25, min: 0.5, max: 3 });
    expect(zoomBy(1, 1)).toBe(1.25);
    expect(zoomBy(1, -1)).toBe(0.75);
  });

  it('stays within 50%..300%', () => {
    let zoom = 1;
    for (let i = 0; i < 20; i++) zoom = zoomBy(zoom, 1);
    expect(zoom).toBe(3);
    for (let i = 0; i < 20; i++) zoom = zoomBy(zoom, -1);
    expect(zoom).toBe(0.5);
  });

  it('reaches the bounds exactly after many steps', () => {
    expect(zoomBy(2.75, 1)).toBe(3);
    expect(zoomBy(0.75, -1)).toBe(0.5);
    expect([0.5, 0.75, 1, 1.25, 1.5].map((zoom) => zoomBy(zoom, 1))).toEqual([0.75, 1, 1.25, 1.5, 1.75]);
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
