// Types of bench/visitaFria.cjs for the e2e suite (tests/bench-web.spec.ts).
import type { Browser } from '@playwright/test';

export interface Rede {
  name: string;
  conditions: { offline: boolean; latency: number; downloadThroughput: number; uploadThroughput: number };
}

export interface FigurasDaVisita {
  loginJsKb: number;
  loginAllKb: number;
  loginReady: number;
  lcp: number;
  welcome: number;
  projetos: number;
  sessionJsKb: number;
  /** The page's main thread over the visit: JavaScript, and every task (scripts, style, layout, paint), ms. */
  scriptMs: number;
  tasksMs: number;
}

export const DEMO_USER: { usuario: string; senha: string };
export const NETWORKS: Rede[];
export function visitaFria(browser: Browser, shellUrl: string, network: Rede): Promise<FigurasDaVisita>;
