'use strict';

if (typeof window !== 'undefined') {
  // The DOM matchers (toBeInTheDocument…), only where there is a DOM: in the node environment
  // (@financeiro/domain) loading them cost ~10 % of that package's run, for matchers no test there
  // can use (a test that did would fail with 'not a function', not pass).
  require('@testing-library/jest-dom');
  // Chakra v3 (Ark/Zag) measures elements and listens to media queries; jsdom has neither.
  window.matchMedia =
    window.matchMedia ||
    ((query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent() {
        return false;
      },
    }));
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver = window.ResizeObserver || ResizeObserverStub;
  global.ResizeObserver = window.ResizeObserver;
  window.scrollTo = () => {};
  // jsdom has no PointerEvent; Zag (under Chakra v3) creates one on blur.
  if (typeof window.PointerEvent !== 'function') {
    class PointerEventPolyfill extends MouseEvent {
      constructor(type, init = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
        this.pointerType = init.pointerType ?? 'mouse';
        this.isPrimary = init.isPrimary ?? true;
        this.width = init.width ?? 1;
        this.height = init.height ?? 1;
        this.pressure = init.pressure ?? 0;
      }
    }
    window.PointerEvent = PointerEventPolyfill;
    global.PointerEvent = PointerEventPolyfill;
  }
  if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => {};
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
}

// Testing Library's waits (findBy*, waitFor) give up after 1 s by default: a limit a correct screen passes
// on a quiet machine and misses on a slow or busy one (a list that renders in 1.2 s under load). A ceiling
// for a screen that never comes, not a wait: a passing test goes on as soon as the screen is there. The same
// ceiling as the journeys' assertions (packages/e2e/playwright.config.ts).
let testingLibrary;
try {
  testingLibrary = require(require.resolve('@testing-library/react', { paths: [process.cwd()] }));
} catch {
  testingLibrary = undefined;
}
if (testingLibrary) testingLibrary.configure({ asyncUtilTimeout: 30_000 });

// Screens' tests: no request leaves the process (msw, see @financeiro/api/testing). Packages
// without the API client (pure TypeScript) have nothing to intercept.
let fakeApi;
try {
  fakeApi = require(require.resolve('@financeiro/api/testing', { paths: [process.cwd()] }));
} catch {
  fakeApi = undefined;
}
if (fakeApi) {
  fakeApi.interceptRequests();
  afterAll(() => fakeApi.stopIntercepting());
}
