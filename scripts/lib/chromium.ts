import { findChromium } from '@launchpad/grader/chromium';

/**
 * The Chromium the e2e tests and the scripts start, found as the grader finds it
 * (packages/grader/src/chromium.ts): CHROMIUM_PATH, else the system's (Debian's) when it starts,
 * else the one installed with the project's dependencies. Started the way this machine needs
 * it: no download, no background network (the network is closed), no GPU.
 */
export const chromiumChoice = findChromium({ configured: process.env.CHROMIUM_PATH });

export const chromiumLaunchOptions = {
  executablePath: chromiumChoice.executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
  ...(Object.keys(chromiumChoice.env).length > 0
    ? { env: { ...(process.env as Record<string, string>), ...chromiumChoice.env } }
    : {}),
};
