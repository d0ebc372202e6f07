export const START_NODE_FLAGS: readonly string[];
export function freePort(): Promise<number>;
export function waitFor(url: string, timeoutMs?: number): Promise<void>;
export function startNode(
  script: string,
  options?: {
    env?: Record<string, string>;
    readyPath?: string;
    quiet?: boolean;
    /** Node.js flags; `npm start`'s by default. */
    nodeFlags?: readonly string[];
  },
): Promise<{
  url: string;
  port: number;
  dataDir: string;
  pid: number | undefined;
  stop(): Promise<void>;
}>;
