/**
 * How a content check names what it found (`post "wetlands-of-nairobi"`, `training 3`, `AGM`): the
 * names ride on the schemas as zod metadata.
 */
import { z } from 'zod';

export interface EntryNaming {
  /** What one entry is called, e.g. "post". */
  noun: string;
  /** The fields that name an entry, first present wins; without one, the entry's number. */
  by: string[];
}

declare module 'zod' {
  interface GlobalMeta {
    /** A list export: how its entries are named in messages. */
    entries?: EntryNaming;
    /** A single export: what it is called in messages. */
    noun?: string;
    /** A record export (entries by key): what one entry is called, named by its key (`page "approach"`). */
    keyed?: string;
    /** What a field is needed for, told when it is left out (`location: missing: search engines ...`). */
    neededFor?: string;
  }
}

/** A list export whose entries are named `noun "value of the first field in by"`. */
export function listOf<T extends z.ZodType>(entry: T, noun: string, by: string[]) {
  return z.array(entry).meta({ entries: { noun, by } });
}

/** A record export whose entries are named `noun "key"`. */
export function recordOf<T extends z.ZodType>(entry: T, noun: string) {
  return z.record(z.string(), entry).meta({ keyed: noun });
}

/** A single export called `noun` in messages. */
export function named<T extends z.ZodType>(schema: T, noun: string): T {
  return schema.meta({ noun });
}
