/**
 * Debian's Chromium, started the way this machine needs it: no download, no background network
 * (the network is closed), no GPU. Shared by Playwright's config and the scripts.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
};
