/** The membership charter shown in the viewer on /members/join, built from content (lib/charter.ts). */
import { charter } from '../../content/charter';
import { charterBlocks } from '../../lib/charter';
import { writePdf } from '../lib/pdf';

export async function generate(): Promise<string[]> {
  await writePdf({ path: charter.file, title: charter.title, subtitle: charter.subtitle, blocks: charterBlocks() });
  return [charter.file];
}
