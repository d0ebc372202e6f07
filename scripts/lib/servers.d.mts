export function freePort(): Promise<number>;
export function waitFor(url: string, timeoutMs?: number): Promise<void>;
export function startNode(
  script: string,
  options?: { env?: Record<string, string>; readyPath?: string; quiet?: boolean },
): Promise<{
  url: string;
  port: number;
  dataDir: string;
  pid: number | undefined;
  stop(): Promise<void>;
}>;
