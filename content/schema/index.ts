/**
 * The content schema: the single source of every content type. Content files import their types
 * (`import type { BlogPost } from './schema'`) and use `satisfies` on them; lib/ and components
 * import the same types from here; `npm run check:content` checks every export against it.
 */
export * from './values';
export * from './fields';
export * from './context';
export * from './naming';
export * from './rules';
export * from './media';
export * from './trainings';
export * from './people';
export * from './membership';
export * from './giving';
export * from './site';
export * from './careers';
export * from './sections';
export * from './registry';
export * from './pages';
export * from './blocks';
export * from './redirects';
export * from './search';
