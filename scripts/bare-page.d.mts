export const BARE_DIR: string;
export const BARE_DIST_DIR: string;
export function ensureBareBuild(log?: (line: string) => void): void;
