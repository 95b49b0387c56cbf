/** The quality bars of the benchmark (the project's quality bars). */
export const bars = {
  /** Lighthouse performance with simulated throttling (median of the runs). */
  performance: 95,
  /** Lighthouse performance with the same profile applied through the DevTools protocol. */
  devtoolsPerformance: 90,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  /** First-load JavaScript as a multiple of the empty Next.js page's. */
  jsRatio: 1.35,
  /** First-load transfer size at 390 px, in KB (1 KB = 1024 bytes). */
  totalKb: 600,
  /** Lighthouse's CLS (its trace ends before the promo dialog opens). */
  cls: 0,
  /** Real browser, field profile: the last LCP candidate without input, in ms, with the page's own content. */
  fieldLcpMs: 2500,
  /** Real browser: CLS over the idle time (the dialog's opening included) and the interactions. */
  fieldCls: 0.1,
  /** Real browser: the slowest interaction, in ms. */
  inpMs: 200,
} as const;
