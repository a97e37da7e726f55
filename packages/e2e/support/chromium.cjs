// Chromium from Debian's packages (never Playwright's own download), with the flags that keep it off the
// (closed) network. One list of flags for the e2e suite (playwright.config.ts) and the benchmarks (bench/).
const fs = require('node:fs');

const CHROMIUM = '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

module.exports = {
  /** The browser people use: the web benchmarks measure what a user feels in it. */
  navegador: { executablePath: process.env.CHROMIUM_PATH || CHROMIUM, args },
  /**
   * The journeys: Debian's headless shell (package chromium-headless-shell, Chromium's own headless build, the
   * one Playwright runs by default), the same Blink and V8 without the browser around them. The whole suite
   * passed on both; on one machine and hour, larguras + acessibilidade + navigation took 80 s of machine CPU
   * on the shell against 106–112 s on the browser (issue 33: the journeys' Chromium was a third of a
   * CPU-bound run). The browser when the shell is not installed; CHROMIUM_PATH chooses either (the shell cannot
   * show a window: headed runs want the browser).
   */
  jornadas: { executablePath: process.env.CHROMIUM_PATH || (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM), args },
};
