import { Fragment } from 'react';
import type { Block, BlockOf } from '@/content/schema';
import { textParts } from '@/content/schema/blocks';
import { cn } from '@/lib/cn';
import { anchorId } from '@/lib/slug';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { KeepHyphenated } from '@/components/ui/keep-hyphenated';
import { MediaSplit } from '@/components/ui/media-split';
import { Picture } from '@/components/ui/picture';
import { QuoteBlock } from '@/components/ui/quote-block';
import { Section } from '@/components/ui/section';
import { TextLink } from '@/components/ui/text-link';

type Part = { heading?: BlockOf<'heading'>; blocks: Block[] };

/** The body cut at each main heading: one part a section, and the blocks before the first heading. */
function partsOf(body: readonly Block[]): Part[] {
  const parts: Part[] = [];
  for (const block of body) {
    if (block.type === 'heading' && block.level !== 3) parts.push({ heading: block, blocks: [] });
    else if (parts.length > 0) parts.at(-1)!.blocks.push(block);
    else parts.push({ blocks: [block] });
  }
  return parts;
}

/**
 * A plain page's text from its blocks (content/schema/blocks.ts): each main heading opens a band, white
 * and tinted in turn; a band's image marked `beside` stands beside its text from 768 px.
 */
export function PageBody({ blocks }: { blocks: readonly Block[] }) {
  return partsOf(blocks).map(({ heading, blocks: inner }, index) => {
    const tone = index % 2 === 0 ? 'white' : 'tint';
    const id = heading ? anchorId(heading.text) : undefined;
    const beside = inner.find((block): block is BlockOf<'image'> => block.type === 'image' && block.beside === true);
    if (beside) {
      return (
        <MediaSplit
          key={index}
          id={id}
          title={heading ? <KeepHyphenated text={heading.text} /> : undefined}
          image={{ src: beside.src, alt: beside.alt }}
          caption={beside.caption}
          imageSide="right"
          tone={tone}
        >
          <Blocks blocks={inner.filter((block) => block !== beside)} narrow />
        </MediaSplit>
      );
    }
    const [lead, aside] = splitAtSubheading(inner);
    return (
      <Section key={index} id={id} title={heading?.text} tone={tone}>
        {aside ? (
          // From 1024 px the opening text and its titled part stand side by side, not one column of prose.
          <div className="grid gap-8 lg:grid-cols-2 lg:items-start lg:gap-12">
            <Blocks blocks={lead} />
            <div
              className={cn(
                'rounded-card p-6 ring-1 ring-brand-900/10 sm:p-8',
                tone === 'tint' ? 'bg-white' : 'bg-brand-50/60',
              )}
            >
              <Blocks blocks={aside} sub />
            </div>
          </div>
        ) : (
          <Blocks blocks={inner} />
        )}
      </Section>
    );
  });
}

/** A band of prose cut at its first sub-heading; not one holding a grid, a quote, an image or actions. */
function splitAtSubheading(blocks: Block[]): [Block[], Block[] | null] {
  const at = blocks.findIndex((block) => block.type === 'heading');
  const prose = blocks.every(
    (block) =>
      block.type === 'heading' ||
      block.type === 'paragraph' ||
      (block.type === 'list' && block.items.every((item) => typeof item === 'string')),
  );
  if (!prose || at <= 0) return [blocks, null];
  return [blocks.slice(0, at), blocks.slice(at)];
}

/** `narrow`: beside a photo, lists of items in one column. `sub`: the titled part, its sub-heading flush at the top. */
function Blocks({ blocks, narrow = false, sub = false }: { blocks: Block[]; narrow?: boolean; sub?: boolean }) {
  return (
    <div className={cn('space-y-6', sub && '[&>h3:first-child]:pt-0')}>
      {blocks.map((block, index) => (
        <BlockView key={index} block={block} narrow={narrow} />
      ))}
    </div>
  );
}

function BlockView({ block, narrow }: { block: Block; narrow: boolean }) {
  switch (block.type) {
    case 'heading':
      return (
        <h3 id={anchorId(block.text)} className="pt-4 text-xl font-bold text-balance text-brand-900 sm:text-2xl">
          {block.text}
        </h3>
      );
    case 'paragraph':
      return (
        <p className="max-w-3xl text-lg text-pretty text-ink-muted">
          <LinkedText text={block.text} />
        </p>
      );
    case 'list':
      return <ListView block={block} narrow={narrow} />;
    case 'quote':
      return <QuoteBlock testimonial={block} tone="dark" />;
    case 'image':
      return (
        <figure className="max-w-3xl">
          <Picture
            src={block.src}
            alt={block.alt}
            sizes="(min-width: 832px) 48rem, calc(100vw - 2rem)"
            className="h-auto w-full rounded-card shadow-card"
          />
          {block.caption ? <figcaption className="mt-3 text-sm text-ink-muted">{block.caption}</figcaption> : null}
        </figure>
      );
    case 'actions':
      return (
        <p className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          {block.links.map((link) => (
            <ButtonLink key={link.href} href={link.href} external={link.external} variant="outline">
              {link.label}
            </ButtonLink>
          ))}
        </p>
      );
  }
}

const grids = {
  1: 'gap-5 sm:gap-6',
  3: 'gap-5 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3',
  4: 'gap-5 sm:grid-cols-2 sm:gap-6 xl:grid-cols-4',
  numbered: 'gap-x-10 gap-y-5 sm:grid-cols-2 sm:gap-y-8 lg:grid-cols-3',
};

/**
 * Lines of text as a bulleted or numbered list. Titled items as a grid (one column beside a photo) without
 * card chrome: numbered (01, 02, ...) as a sequence, else each with its small icon.
 */
function ListView({ block: { style, items }, narrow }: { block: BlockOf<'list'>; narrow: boolean }) {
  const numbered = style === 'numbers';
  const List = numbered ? 'ol' : 'ul';
  const titled = items.flatMap((item) => (typeof item === 'string' ? [] : [item]));
  if (titled.length > 0) {
    const columns = narrow ? 1 : titled.length % 4 === 0 ? 4 : 3;
    return (
      <List className={cn('grid', grids[numbered ? 'numbered' : columns])}>
        {titled.map((item, index) => (
          <li key={item.title} className={cn('flex gap-4', numbered && 'border-t-2 border-brand-100 pt-4')}>
            {numbered ? (
              <span
                aria-hidden="true"
                className="w-9 shrink-0 text-2xl leading-7 font-bold text-earth-600 tabular-nums sm:text-3xl"
              >
                {String(index + 1).padStart(2, '0')}
              </span>
            ) : item.icon ? (
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon name={item.icon} className="size-5" />
              </span>
            ) : null}
            <div>
              <h3 className="text-base font-bold text-brand-900 sm:text-lg">{item.title}</h3>
              <p className="mt-1 text-sm text-ink-muted sm:text-base">{item.description}</p>
            </div>
          </li>
        ))}
      </List>
    );
  }
  return (
    <List
      className={cn(
        'max-w-3xl space-y-2 pl-6 text-pretty text-ink-muted marker:text-brand-600 sm:text-lg',
        numbered ? 'list-decimal' : 'list-disc',
      )}
    >
      {items.map((item) => (
        <li key={String(item)}>
          <LinkedText text={String(item)} />
        </li>
      ))}
    </List>
  );
}

/** A text with its `[label](/path)` links as links. */
function LinkedText({ text }: { text: string }) {
  return textParts(text).map((part, index) =>
    typeof part === 'string' ? (
      <Fragment key={index}>{part}</Fragment>
    ) : (
      <TextLink key={index} href={part.href}>
        {part.label}
      </TextLink>
    ),
  );
}
