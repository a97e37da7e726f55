export interface RemoteEntry {
  name: string;
  entry: string;
}

/** config.json beside index.html: the deployment edits it to move the API or a remote. */
export interface RuntimeConfig {
  apiUrl: string;
  remotes: RemoteEntry[];
  /** How long a remote's manifest may take before its section gives up (remotes/timeout.ts); optional. */
  remoteTimeoutMs?: number;
}

export async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
  return (await response.json()) as RuntimeConfig;
}
