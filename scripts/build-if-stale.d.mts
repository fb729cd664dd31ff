export const root: string;
export function buildIfStale(): void;
