// Chromium from Debian's package (never Playwright's own download), with the flags that keep it off
// the (closed) network. One list for the e2e suite (playwright.config.ts) and the benchmarks (bench/).
module.exports = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
