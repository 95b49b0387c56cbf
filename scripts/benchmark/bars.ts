/** The quality bars of DESIGN.md section 6, as the benchmark checks them. */
export const bars = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  /** First-load JavaScript as a multiple of the empty Next.js page's. */
  jsRatio: 1.35,
  /** First-load transfer size at 390 px, in KB (1 KB = 1024 bytes). */
  totalKb: 600,
  cls: 0,
} as const;
