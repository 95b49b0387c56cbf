// The parts of the structured-data validators' APIs the quality checks use (the packages ship no types).

declare module '@marbec/web-auto-extractor' {
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: string[] });
    parse(html: string): Record<string, unknown>;
  }
}

declare module '@adobe/structured-data-validator' {
  export interface ValidationIssue {
    rootType?: string;
    dataFormat?: string;
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    path?: { type?: string | string[]; index?: number; property?: string }[];
    fieldNames?: string[];
  }
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(data: Record<string, unknown>): Promise<ValidationIssue[]>;
  }
}

declare module 'structured-data-testing-tool' {
  export interface SdttTest {
    test: string;
    type?: string;
    group?: string;
    description?: string;
    warning?: boolean;
    optional?: boolean;
    error?: { message?: string };
  }
  export interface SdttResult {
    passed: SdttTest[];
    failed: SdttTest[];
    warnings: SdttTest[];
  }
  export function structuredDataTestHtml(html: string, options: { presets: unknown[] }): Promise<SdttResult>;
}

declare module 'structured-data-testing-tool/presets' {
  export const Google: unknown;
  export const Twitter: unknown;
  export const Facebook: unknown;
}
