/** Keys and ids of the routes ':keys/:ids' and 'compare/:keys/:ids' (comma-separated, same count). */
export interface ProjetosDaRota {
  keys: string[];
  ids: number[];
}

const JIRA_KEY = /^[A-Z][A-Z0-9_]*$/;

/** null when the path is not a list of Jira keys and numeric ids of the same length (→ the area root). */
export function lerProjetosDaRota(keys: string | undefined, ids: string | undefined): ProjetosDaRota | null {
  if (!keys || !ids) return null;
  const keyList = keys.split(',').map((key) => key.trim());
  const idList = ids.split(',').map((id) => id.trim());
  if (keyList.length !== idList.length || keyList.length === 0) return null;
  if (!keyList.every((key) => JIRA_KEY.test(key))) return null;
  if (!idList.every((id) => /^\d+$/.test(id))) return null;
  return { keys: keyList, ids: idList.map(Number) };
}
