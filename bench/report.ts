// The bench's one table: each figure beside its baseline from the same run, the ratio and the target.

export interface Row {
  measure: string;
  project: number;
  projectNote?: string;
  bare: number;
  bareNote?: string;
  /** project ÷ bare when not given (the bench passes the median of per-round ratios). */
  ratio?: number;
  /** What the baseline is (e.g. 'same SQL', 'bare exceljs'). */
  baseline: string;
  unit: string;
  /** ratio ≥ atLeast, ratio ≤ atMost, or the project's own figure ≤ absoluteAtMost. */
  target?: { atLeast?: number; atMost?: number; absoluteAtMost?: number };
}

function figure(value: number, unit: string): string {
  if (Number.isNaN(value)) return '';
  const digits = unit === '/s' || unit === 'B' || value >= 100 ? 0 : value >= 10 ? 1 : 2;
  return `${value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })} ${unit}`.trim();
}

function verdict(row: Row, ratio: number): [target: string, met: string] {
  const target = row.target;
  if (!target) return ['', ''];
  if (target.atLeast !== undefined) return [`≥ ${target.atLeast}×`, ratio >= target.atLeast ? 'yes' : 'NO'];
  if (target.atMost !== undefined) return [`≤ ${target.atMost}×`, ratio <= target.atMost ? 'yes' : 'NO'];
  const limit = target.absoluteAtMost!;
  return [`≤ ${limit} ${row.unit}`, row.project <= limit ? 'yes' : 'NO'];
}

/** `subject` replaces the leads count in the heading (another bench's table). */
export function printTable(kind: string, leads: number, rows: Row[], subject?: string): void {
  const header = ['Measure', 'Project', 'Bare baseline', 'Ratio', 'Target', 'Met'];
  const lines = rows.map((row) => {
    const ratio = row.ratio ?? row.project / row.bare;
    const [target, met] = verdict(row, ratio);
    return [
      row.measure,
      `${figure(row.project, row.unit)} ${row.projectNote ?? ''}`.trim(),
      row.baseline ? `${figure(row.bare, row.unit)} ${row.bareNote ?? ''} (${row.baseline})`.replace(/\s+/g, ' ') : '',
      Number.isFinite(ratio) ? `${ratio.toFixed(2)}×` : '',
      target,
      met,
    ];
  });
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const format = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  const what = subject ?? `${leads.toLocaleString('en-US')} leads`;
  console.log(
    `\nBench on ${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${what} (medians of alternating rounds; ratios: medians of each round's ratio):\n`,
  );
  console.log(format(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
  console.log('\nThe project runs with LOG_LEVEL=warn (the bare server has no logger). Ratios are project ÷ baseline.');
}
