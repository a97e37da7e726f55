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

/**
 * The journeys only, never the benchmarks (they keep the browser as users have it): V8 without its optimising
 * tiers (Maglev, TurboFan: --max-opt=1 keeps the interpreter and Sparkplug) and without the code cache. A journey's
 * page lives seconds: the optimised code is compiled on background threads and rarely run long enough to pay
 * back, and the code cache is written on a page's second load of a script (v8.produceCache, ~260 ms of the main
 * thread) for a third load that few journeys make. The same journeys, the same hour (2026-12-02, issue 33):
 * navigation + navegacao-retorno 107 s of Chromium CPU, 92 s with --max-opt=1, 84 s with both (the renderer's
 * background threads 26 → 11 s, its main thread 43 → 39 s); digitacao + moedas, typing key by key, 91 → 83 s
 * with --max-opt=1. What the journeys check does not depend on either: V8's tiers run the same JavaScript.
 */
const JORNADAS_ARGS = ['--js-flags=--max-opt=1', '--v8-cache-options=none'];

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
  jornadas: {
    executablePath: process.env.CHROMIUM_PATH || (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM),
    args: [...args, ...JORNADAS_ARGS],
  },
};
