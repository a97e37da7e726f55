/**
 * Taxes module (spec 02 section 7, section 'cadastros'): taxes with their brackets and values, and
 * the contracting regimes with their linked taxes. See README.md and REGIME_IMPOSTO_API.md.
 */
export { default } from './routes';
