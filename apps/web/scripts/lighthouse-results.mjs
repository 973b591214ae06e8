// What a Lighthouse run found, per page: the scores, metrics and failing audits of each run, the
// median of a page's runs, and the markdown tables and lists that scripts/lighthouse.mjs prints
// and writes to docs/benchmarks.md.

export const categoryIds = ['performance', 'accessibility', 'best-practices', 'seo'];
/** The score every page is to reach in every category. */
export const target = 95;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The run whose performance score is the median one, with the median of each figure across runs. */
export function medianOf(summaries) {
  const byScore = [...summaries].sort((a, b) => a.scores.performance - b.scores.performance);
  const middle = byScore[Math.floor(byScore.length / 2)];
  const pick = (get) => median(summaries.map(get));
  return {
    ...middle,
    scores: Object.fromEntries(categoryIds.map((id) => [id, pick((r) => r.scores[id])])),
    performanceRange: [byScore[0].scores.performance, byScore.at(-1).scores.performance],
    fcpMs: pick((r) => r.fcpMs),
    lcpMs: pick((r) => r.lcpMs),
    tbtMs: pick((r) => r.tbtMs),
    cls: pick((r) => r.cls),
    bytes: pick((r) => r.bytes),
  };
}

// Accessibility, best practices and SEO: every weighted audit that fails. Performance: the
// diagnostics and insights scoring under 0.5 (the metrics themselves are in the table).
function failingAudits(lhr, categoryId) {
  const isPerformance = categoryId === 'performance';
  return lhr.categories[categoryId].auditRefs
    .filter((ref) => (isPerformance ? ref.group !== 'metrics' : ref.weight > 0))
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => audit && audit.score !== null && audit.score < (isPerformance ? 0.5 : 1))
    .filter(
      ({ audit }) =>
        audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'notApplicable',
    )
    .map(({ audit }) => ({
      id: audit.id,
      title: audit.title,
      displayValue: audit.displayValue,
      score: audit.score,
    }));
}

export function summarise(page, lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    page,
    finalUrl: lhr.finalDisplayedUrl,
    scores: Object.fromEntries(categoryIds.map((id) => [id, score(id)])),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    bytes: metric('total-byte-weight'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    failing: Object.fromEntries(categoryIds.map((id) => [id, failingAudits(lhr, id)])),
    runtimeError: lhr.runtimeError?.message,
  };
}

export function resultTable(results) {
  const rows = [
    '| Page | Performance (min-max) | Accessibility | Best practices | SEO | FCP | LCP | TBT | CLS | Transferred | Content-Encoding (HTML, JS, CSS) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const r of results) {
    rows.push(
      `| \`${r.page}\` | ${r.scores.performance} (${r.performanceRange.join('-')}) | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ` +
        `${(r.fcpMs / 1000).toFixed(1)} s | ${(r.lcpMs / 1000).toFixed(1)} s | ${Math.round(r.tbtMs)} ms | ${r.cls.toFixed(3)} | ` +
        `${(r.bytes / 1024).toFixed(0)} kB | ${r.encodings} |`,
    );
  }
  return rows.join('\n');
}

export function accessibilityList(results) {
  return results
    .map((r) => {
      const titles = r.failing.accessibility.map((a) => a.title);
      return `- \`${r.page}\`: ${titles.length ? titles.join('; ') : 'none'}`;
    })
    .join('\n');
}

// What keeps a category under the target, audit by audit, with the pages where it fails.
export function belowTargetList(results) {
  const lines = [];
  for (const categoryId of categoryIds) {
    const low = results.filter((r) => r.scores[categoryId] < target);
    if (!low.length) continue;
    const byAudit = new Map();
    for (const r of low) {
      for (const audit of r.failing[categoryId]) {
        const entry = byAudit.get(audit.id) ?? { title: audit.title, pages: [], detail: '' };
        entry.pages.push(audit.displayValue ? `${r.page} ${audit.displayValue}` : r.page);
        // The worst page's figure is enough for the performance summary.
        if (!entry.detail || (audit.displayValue && audit.score < (entry.score ?? 1))) {
          entry.detail = audit.displayValue ? `${audit.displayValue} on ${r.page}` : `${r.page}`;
          entry.score = audit.score;
        }
        byAudit.set(audit.id, entry);
      }
    }
    const scores = low.map((r) => `${r.page} ${r.scores[categoryId]}`).join(', ');
    if (categoryId === 'performance') {
      const range = (values, format) =>
        `${format(Math.min(...values))}-${format(Math.max(...values))}`;
      const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
      lines.push(
        `- **performance** (${scores}): LCP ${range(
          low.map((r) => r.lcpMs),
          seconds,
        )}, ` +
          `TBT ${range(
            low.map((r) => r.tbtMs),
            (ms) => `${Math.round(ms)} ms`,
          )}, ` +
          `CLS ${range(
            low.map((r) => r.cls),
            (cls) => cls.toFixed(2),
          )}. Flagged: ` +
          ([...byAudit.values()].map((a) => `${a.title} (${a.detail})`).join('; ') ||
            'nothing specific'),
      );
      continue;
    }
    const audits = [...byAudit.values()]
      .map((a) => `${a.title} (${a.pages.join(', ')})`)
      .join('; ');
    lines.push(
      `- **${categoryId}** (${scores}): ${audits || 'no single failing audit; many small deductions'}`,
    );
  }
  return lines.length
    ? lines.join('\n')
    : `- Nothing: every page scores ${target} or more in every category.`;
}
