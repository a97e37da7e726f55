/**
 * The login card's look in plain CSS, with the values of the Chakra tokens the other account pages
 * use (gray.100 page, outline card, sizes md, blue palette, fonts of packages/ui's system).
 */
export const LOGIN_CSS = `
body { margin: 0; }
.login-page { min-height: 100vh; display: flex; align-items: center; justify-content: center; padding: 1rem;
  box-sizing: border-box; background: #f4f4f5; color: #09090b; line-height: 1.5;
  font-family: Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif; -webkit-font-smoothing: antialiased; }
.login-page *, .login-page *::before, .login-page *::after { box-sizing: border-box; }
.login-card { width: 100%; max-width: 400px; background: #fff; border: 1px solid #e4e4e7; border-radius: 0.375rem;
  padding: 1.5rem; display: flex; flex-direction: column; gap: 1.25rem; }
.login-card h1 { margin: 0; font-size: 1.125rem; line-height: 1.75rem; font-weight: 600; }
.login-card hr { width: 100%; margin: 0; border: 0; border-top: 1px solid #e4e4e7; }
.login-card form { display: flex; flex-direction: column; gap: 1rem; }
.login-field { display: flex; flex-direction: column; gap: 0.375rem; }
.login-field label { font-size: 0.875rem; line-height: 1.25rem; font-weight: 500; }
.login-required { color: #ef4444; margin-inline-start: 0.25rem; }
.login-field input { height: 2.5rem; padding: 0 0.75rem; font: inherit; font-size: 0.875rem; color: inherit;
  border: 1px solid #e4e4e7; border-radius: 0.25rem; background: transparent; }
.login-field input:focus-visible { outline: 1px solid #3b82f6; border-color: #3b82f6; }
.login-field input[aria-invalid="true"] { border-color: #ef4444; }
.login-field input[aria-invalid="true"]:focus-visible { outline-color: #ef4444; }
.login-error { color: #ef4444; font-size: 0.75rem; line-height: 1rem; font-weight: 500; }
.login-button { height: 2.5rem; padding: 0 1rem; border-radius: 0.25rem; font: inherit; font-size: 0.875rem;
  font-weight: 500; cursor: pointer; border: 1px solid transparent; }
.login-button:disabled { opacity: 0.5; cursor: not-allowed; }
.login-button:focus-visible { outline: 2px solid #3b82f6; outline-offset: 2px; }
.login-outline { background: transparent; color: #09090b; border-color: #e4e4e7; }
.login-outline:hover:not(:disabled) { background: #f4f4f5; }
.login-solid { background: #2563eb; color: #fff; }
.login-solid:hover:not(:disabled) { background: #1d4ed8; }
.login-alert { padding: 0.75rem 1rem; border-radius: 0.25rem; background: #fef2f2; color: #991b1b;
  border: 1px solid #fecaca; font-size: 0.875rem; }
.login-links { display: flex; justify-content: space-between; font-size: 0.875rem; }
.login-links a { color: #2563eb; text-decoration: none; }
.login-links a:hover { text-decoration: underline; }
.login-note { margin: 0; font-size: 0.75rem; line-height: 1rem; color: #52525b; }
`;
