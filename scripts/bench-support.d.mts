// Types of the parts of bench-support.mjs the TypeScript benchmarks use.
export function markdownTable(title: string, rows: Record<string, unknown>[]): string;
export function writeReport(bench: string, started: Date, report: unknown, md: string): string;
