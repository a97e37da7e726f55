/**
 * Emotion's serializeStyles with a cache for the one call Chakra v3 makes on every render of every element.
 *
 * Chakra's factory (styled-system/factory.js) resolves an element's style props into a style object through its
 * memoised `css()` — the same props give the same object — and then serializes that object again on each render:
 * walks it into a CSS string, scans the string for `label:` and hashes it. In a browser profile of four screens
 * (issue 33) that was the renderer's hottest function (362 ms of 2.15 s busy). Serialized once per object here.
 *
 * Cached only when the result depends on nothing but the object: a single plain object, without functions (they
 * read the props) and without keyframes (`next`, the keyframes Emotion must insert beside the rule). A string
 * value that happened to equal a registered class name would also read the registry; Chakra's values are CSS
 * values and variables, never an Emotion class name. Every other call goes to Emotion unchanged.
 */
import { serializeStyles as serializeUncached } from '@emotion/serialize';

const serializedByStyles = new WeakMap();

function dependsOnlyOnItself(styles) {
  for (const key in styles) {
    const value = styles[key];
    if (typeof value === 'function') return false;
    if (value !== null && typeof value === 'object' && !dependsOnlyOnItself(value)) return false;
  }
  return true;
}

export function serializeStyles(args, registered, mergedProps) {
  const styles = args.length === 1 ? args[0] : undefined;
  if (styles === null || typeof styles !== 'object' || Array.isArray(styles) || styles.styles !== undefined || styles.anim !== undefined) {
    return serializeUncached(args, registered, mergedProps);
  }
  let serialized = serializedByStyles.get(styles);
  if (serialized === undefined) {
    serialized = serializeUncached(args, registered, mergedProps);
    if (serialized.next === undefined && dependsOnlyOnItself(styles)) serializedByStyles.set(styles, serialized);
  }
  return serialized;
}
