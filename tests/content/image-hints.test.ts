/**
 * @jest-environment node
 */
import { blogPosts } from '@/content/blogs';
import { contentFiles } from '@/scripts/lib/content-files';

describe('what an editor is told about an image name that finds no photo', () => {
  const files = contentFiles();
  const photo = blogPosts[0]!.image.src;

  it('a name written with its file ending is corrected to the name without it', () => {
    expect(files.imageExists(`${photo}.jpg`)).toBe(false);
    expect(files.missingImageHint(`${photo}.jpg`)).toBe(
      `names the photo with its ending: write "${photo}" (without ".jpg")`,
    );
    expect(files.missingImageHint(`${photo}.JPEG`)).toBe(
      `names the photo with its ending: write "${photo}" (without ".JPEG")`,
    );
  });

  it('never advises a doubled ending', () => {
    const hint = files.missingImageHint('blog/new-photo.jpg');
    expect(hint).toContain('write "blog/new-photo"');
    expect(hint).toContain('add content/images/blog/new-photo.jpg');
    expect(hint).not.toContain('.jpg.jpg');
  });

  it('a name with no photo says where to put it', () => {
    expect(files.missingImageHint('blog/no-such-photo')).toBe(
      'has no photo: add content/images/blog/no-such-photo.jpg (or the same name ending .png or .webp)',
    );
  });
});
