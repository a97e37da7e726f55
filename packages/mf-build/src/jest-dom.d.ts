// The jest-dom matchers' types for the workspace-wide type check (tsconfig.check.json), resolved
// from this package, which depends on @testing-library/jest-dom.
/// <reference types="@testing-library/jest-dom" />
