/**
 * Checks of what search engines and link previews read: JSON-LD shapes by @type, dates, URLs and
 * description lengths. Pure functions, used by the Jest tests and by the end-to-end SEO checks
 * over the exported HTML.
 */
import { descriptionLength, parseIsoDay } from '../../content/schema/values';

/** A problem with a description's length, or null when it is 50-160 characters. */
export function descriptionProblem(description: string | null | undefined): string | null {
  const text = description?.trim() ?? '';
  if (text.length < descriptionLength.min || text.length > descriptionLength.max) {
    return `description is ${text.length} characters, expected ${descriptionLength.min}-${descriptionLength.max}`;
  }
  return null;
}

const isoDatePattern = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/** An ISO 8601 calendar date (2025-03-15) or date-time (2025-03-15T09:00:00+03:00) that exists. */
export function isIsoDate(value: unknown): boolean {
  return typeof value === 'string' && isoDatePattern.test(value) && parseIsoDay(value.slice(0, 10)) !== null;
}

/** An absolute http(s) URL. */
export function isAbsoluteUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export interface JsonLdScript {
  /** The script's text exactly as written in the HTML. */
  raw: string;
  /** The parsed JSON, or undefined when it does not parse. */
  data?: unknown;
  error?: string;
}

const jsonLdScriptPattern = /<script\b[^>]*\btype=["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script>/gi;

/** Every `application/ld+json` script of an HTML document, raw and parsed. */
export function extractJsonLd(html: string): JsonLdScript[] {
  return [...html.matchAll(jsonLdScriptPattern)].map((match) => {
    const raw = match[1] ?? '';
    try {
      return { raw, data: JSON.parse(raw) as unknown };
    } catch (error) {
      return { raw, error: `invalid JSON: ${(error as Error).message}` };
    }
  });
}

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): boolean {
  return typeof value === 'string' && value.trim().length > 0;
}

function typesOf(node: JsonObject): string[] {
  const type = node['@type'];
  if (typeof type === 'string') return [type];
  if (Array.isArray(type)) return type.filter((t): t is string => typeof t === 'string');
  return [];
}

function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : value === undefined ? [] : [value];
}

/** A person or organisation reference: an object with a name, or a reference by @id. */
function isAgent(value: unknown): boolean {
  const list = asList(value);
  return (
    list.length > 0 &&
    list.every((agent) => isObject(agent) && (nonEmptyString(agent.name) || nonEmptyString(agent['@id'])))
  );
}

function isImage(value: unknown): boolean {
  const list = asList(value);
  return (
    list.length > 0 && list.every((image) => isAbsoluteUrl(image) || (isObject(image) && isAbsoluteUrl(image.url)))
  );
}

type Rule = (node: JsonObject) => string[];

function required(...keys: string[]): Rule {
  return (node) => keys.filter((key) => !nonEmptyString(node[key])).map((key) => `${key} is missing or empty`);
}

function isoDates(keys: string[], requiredKeys: string[]): Rule {
  return (node) =>
    keys.flatMap((key) => {
      if (node[key] === undefined) return requiredKeys.includes(key) ? [`${key} is missing`] : [];
      return isIsoDate(node[key]) ? [] : [`${key} is not an ISO 8601 date: ${JSON.stringify(node[key])}`];
    });
}

const organizationRules: Rule[] = [
  required('name'),
  (node) => (isAbsoluteUrl(node.url) ? [] : ['url is not an absolute URL']),
  (node) =>
    typeof node.foundingDate === 'string' && /^\d{4}(-\d{2}(-\d{2})?)?$/.test(node.foundingDate)
      ? []
      : ['foundingDate is not an ISO year or date'],
  (node) => {
    const sameAs = asList(node.sameAs);
    return sameAs.length > 0 && sameAs.every(isAbsoluteUrl) ? [] : ['sameAs needs at least one absolute URL'];
  },
];

const rulesByType: Record<string, Rule[]> = {
  Organization: organizationRules,
  NGO: organizationRules,
  BreadcrumbList: [
    (node) => {
      const items = node.itemListElement;
      if (!Array.isArray(items) || items.length === 0) return ['itemListElement needs at least one ListItem'];
      return items.flatMap((item: unknown, index) => {
        const where = `itemListElement[${index}]`;
        if (!isObject(item)) return [`${where} is not an object`];
        const problems: string[] = [];
        if (item['@type'] !== 'ListItem') problems.push(`${where} @type is not ListItem`);
        if (item.position !== index + 1)
          problems.push(`${where} position is ${JSON.stringify(item.position)}, expected ${index + 1}`);
        if (!nonEmptyString(item.name)) problems.push(`${where} name is missing`);
        if (!isAbsoluteUrl(item.item))
          problems.push(`${where} item is not an absolute URL: ${JSON.stringify(item.item)}`);
        return problems;
      });
    },
  ],
  Event: [
    required('name'),
    isoDates(['startDate', 'endDate'], ['startDate']),
    (node) => {
      const locations = asList(node.location);
      const ok =
        locations.length > 0 &&
        locations.every(
          (place) =>
            isObject(place) && (nonEmptyString(place.name) || place.address !== undefined || isAbsoluteUrl(place.url)),
        );
      return ok ? [] : ['location needs a place with a name, an address or a URL'];
    },
    (node) => (isAgent(node.organizer) ? [] : ['organizer needs a name or an @id']),
  ],
  Course: [
    required('name', 'description'),
    (node) => (isAgent(node.provider) ? [] : ['provider needs a name or an @id']),
    (node) => {
      const instances = asList(node.hasCourseInstance);
      if (instances.length === 0) return ['hasCourseInstance is missing'];
      return instances.flatMap((instance, index) => {
        const where = `hasCourseInstance[${index}]`;
        if (!isObject(instance) || !typesOf(instance).includes('CourseInstance'))
          return [`${where} is not a CourseInstance`];
        const problems: string[] = [];
        if (!nonEmptyString(instance.courseMode) && !Array.isArray(instance.courseMode))
          problems.push(`${where} courseMode is missing`);
        for (const key of ['startDate', 'endDate']) {
          if (instance[key] !== undefined && !isIsoDate(instance[key]))
            problems.push(`${where} ${key} is not an ISO 8601 date`);
        }
        return problems;
      });
    },
  ],
  BlogPosting: [
    required('headline'),
    isoDates(['datePublished', 'dateModified'], ['datePublished']),
    (node) => (isAgent(node.author) ? [] : ['author needs a name']),
    (node) => (isImage(node.image) ? [] : ['image needs an absolute URL']),
  ],
  NewsArticle: [required('headline'), isoDates(['datePublished', 'dateModified'], ['datePublished'])],
};

/** The node itself and every node of its @graph. */
function nodesOf(data: unknown): unknown[] {
  if (Array.isArray(data)) return data.flatMap(nodesOf);
  if (isObject(data) && Array.isArray(data['@graph'])) return data['@graph'] as unknown[];
  return [data];
}

export interface JsonLdNode {
  types: string[];
  node: JsonObject;
}

/** The typed nodes of one parsed JSON-LD document (a node, an array of nodes or an @graph). */
export function jsonLdNodes(data: unknown): JsonLdNode[] {
  return nodesOf(data)
    .filter(isObject)
    .map((node) => ({ types: typesOf(node), node }));
}

/**
 * Problems with one JSON-LD document: a missing @context or @type, and the required properties of
 * each type this site uses (Organization/NGO, BreadcrumbList, Event, Course, BlogPosting,
 * NewsArticle). Other types only need @type. An empty list means the shape is right.
 */
export function jsonLdProblems(data: unknown): string[] {
  const problems: string[] = [];
  const context = isObject(data) ? data['@context'] : Array.isArray(data) ? undefined : null;
  if (!Array.isArray(data) && !(typeof context === 'string' && /^https?:\/\/schema\.org\/?$/.test(context))) {
    problems.push('@context is not https://schema.org');
  }
  const nodes = nodesOf(data);
  if (nodes.length === 0) problems.push('no node');
  nodes.forEach((node, index) => {
    if (!isObject(node)) {
      problems.push(`node ${index} is not an object`);
      return;
    }
    if (
      Array.isArray(data) &&
      !(typeof node['@context'] === 'string' && /^https?:\/\/schema\.org\/?$/.test(node['@context']))
    ) {
      problems.push(`node ${index}: @context is not https://schema.org`);
    }
    const types = typesOf(node);
    if (types.length === 0) {
      problems.push(`node ${index}: @type is missing`);
      return;
    }
    for (const type of types) {
      for (const rule of rulesByType[type] ?? []) {
        for (const problem of rule(node)) problems.push(`${type}: ${problem}`);
      }
    }
  });
  return problems;
}

/** Problems with one JSON-LD script as written in the HTML: a raw `<`, invalid JSON, a wrong shape. */
export function jsonLdScriptProblems(script: JsonLdScript): string[] {
  const problems: string[] = [];
  // A raw `<` could close the script element (`</script>`) or open a comment; it must be \u003c.
  if (script.raw.includes('<')) problems.push('a raw < appears inside the JSON (escape it as \\u003c)');
  if (script.error) return [...problems, script.error];
  return [...problems, ...jsonLdProblems(script.data)];
}
