// The browser the browser tests drive: Debian's Chromium, or CHROMIUM_PATH (never a downloaded browser).
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
