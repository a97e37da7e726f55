'use strict';
require('@testing-library/jest-dom');

if (typeof window !== 'undefined') {
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

// The screens' tests wait on a real HTTP fake API; on a loaded 2-core machine (CI, parallel
// builds) the default 1 s for findBy*/waitFor is not enough. Correctness is asserted, never speed.
try {
  const rtl = require(require.resolve('@testing-library/react', { paths: [process.cwd()] }));
  rtl.configure({ asyncUtilTimeout: 10000 });
} catch {
  // A package without React Testing Library (pure TypeScript) has nothing to configure.
}
