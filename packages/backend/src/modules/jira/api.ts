/**
 * The Jira Cloud REST v3 and Tempo v4 calls the sync uses, with the response shapes it reads
 * (fields it does not read are left out of the types).
 */
import type { JiraConfig } from '../../config';
import type { Clock } from './clock';
import { basicAuth, bearerAuth, ServiceClient, type Logger } from './http';
import { RateLimiter } from './rate-limiter';

// ------------------------------------------------------------------------------------ Jira

export interface JiraUser {
  accountId: string;
  displayName?: string;
  /** Hidden by the user's privacy settings unless the app may see it. */
  emailAddress?: string;
  active?: boolean;
  accountType?: string;
}

/** GET /rest/api/3/projectCategory */
export interface JiraProjectCategory {
  id: string;
  name: string;
  description?: string;
}

/** An item of GET /rest/api/3/project/search?expand=lead,insight */
export interface JiraProject {
  id: string;
  key: string;
  name: string;
  archived?: boolean;
  projectCategory?: JiraProjectCategory;
  lead?: JiraUser;
  insight?: { totalIssueCount?: number; lastIssueUpdateTime?: string };
}

export interface JiraProjectPage {
  startAt: number;
  maxResults: number;
  total?: number;
  isLast: boolean;
  values: JiraProject[];
}

export interface JiraIssue {
  id: string;
  key: string;
  fields: { summary?: string; updated?: string; project?: { id: string; key?: string } };
}

/** POST /rest/api/3/search/jql — `nextPageToken` is absent on the last page. */
export interface JiraSearchPage {
  issues: JiraIssue[];
  nextPageToken?: string | null;
  isLast?: boolean;
}

// ----------------------------------------------------------------------------------- Tempo

export interface TempoMetadata {
  count: number;
  offset?: number;
  limit?: number;
  /** URL of the next page; absent on the last one. */
  next?: string;
  previous?: string;
}

export interface TempoPage<T> {
  self?: string;
  metadata: TempoMetadata;
  results: T[];
}

/** An item of GET /4/worklogs */
export interface TempoWorklog {
  tempoWorklogId: number;
  issue: { id: number | string; self?: string };
  timeSpentSeconds: number;
  billableSeconds?: number;
  startDate: string;
  startTime?: string;
  description?: string;
  author: { accountId: string };
  createdAt?: string;
  updatedAt?: string;
}

export interface TempoPlanDay {
  date: string;
  plannedSeconds: number;
}

/** An item of GET /4/plans */
export interface TempoPlan {
  id: number;
  assignee: { id: string; type: 'USER' | 'GENERIC' | string };
  planItem: { id: number | string; type: 'ISSUE' | 'PROJECT' | string };
  startDate?: string;
  endDate?: string;
  plannedSecondsPerDay?: number;
  /** Daily breakdown (requested with plannedTimeBreakdown=DAILY). */
  plannedTime?: { days?: { values?: TempoPlanDay[] } };
  /** Older shape of the same breakdown. */
  dates?: { values?: TempoPlanDay[] };
  updatedAt?: string;
}

/** An item of GET /4/user-schedule/{accountId} */
export interface TempoScheduleDay {
  date: string;
  requiredSeconds: number;
  type?: string;
}

/** Offset of a Tempo `metadata.next` link (or the offset after this page). */
export function nextOffset(page: TempoPage<unknown>, offset: number): number | undefined {
  if (!page.metadata?.next) return undefined;
  try {
    const value = new URL(page.metadata.next).searchParams.get('offset');
    if (value !== null && /^\d+$/.test(value)) return Number(value);
  } catch {
    /* fall through */
  }
  return offset + page.results.length;
}

export const ISSUE_FIELDS = ['summary', 'updated', 'project'];

export interface ConnectorClients {
  jira: JiraApi;
  tempo: TempoApi;
}

export class JiraApi {
  constructor(private readonly http: ServiceClient) {}

  categories(): Promise<JiraProjectCategory[]> {
    return this.http.get('/rest/api/3/projectCategory');
  }

  projects(startAt: number, maxResults = 50): Promise<JiraProjectPage> {
    return this.http.get('/rest/api/3/project/search', {
      expand: 'lead,insight',
      startAt,
      maxResults,
      // Archived projects too (they become `bloqueado`).
      status: ['live', 'archived'],
      orderBy: 'key',
    });
  }

  searchIssues(jql: string, nextPageToken?: string, maxResults = 100): Promise<JiraSearchPage> {
    return this.http.post('/rest/api/3/search/jql', {
      jql,
      fields: ISSUE_FIELDS,
      maxResults,
      ...(nextPageToken ? { nextPageToken } : {}),
    });
  }

  user(accountId: string): Promise<JiraUser> {
    return this.http.get('/rest/api/3/user', { accountId });
  }
}

export interface TempoRange {
  from: string;
  to: string;
  updatedFrom?: string;
  offset: number;
  limit: number;
}

export class TempoApi {
  constructor(private readonly http: ServiceClient) {}

  worklogs(range: TempoRange): Promise<TempoPage<TempoWorklog>> {
    return this.http.get('/worklogs', { ...range });
  }

  plans(range: TempoRange): Promise<TempoPage<TempoPlan>> {
    return this.http.get('/plans', { ...range, plannedTimeBreakdown: 'DAILY' });
  }

  userSchedule(accountId: string, from: string, to: string): Promise<TempoPage<TempoScheduleDay>> {
    return this.http.get(`/user-schedule/${encodeURIComponent(accountId)}`, { from, to });
  }
}

export interface ClientOptions {
  clock: Clock;
  fetch?: typeof fetch;
  logger?: Logger;
}

export function criarClientes(config: JiraConfig, options: ClientOptions): ConnectorClients & { tempoLimiter: RateLimiter } {
  const tempoLimiter = new RateLimiter(config.tempoRequestsPerSecond, options.clock);
  const common = {
    clock: options.clock,
    timeoutMs: config.requestTimeoutMs,
    retryDelaysMs: config.retryDelaysMs,
    fetch: options.fetch,
    logger: options.logger,
  };
  const jira = new ServiceClient({
    ...common,
    service: 'Jira',
    baseUrl: config.baseUrl,
    authorization: basicAuth(config.email, config.apiToken),
  });
  const tempo = new ServiceClient({
    ...common,
    service: 'Tempo',
    baseUrl: config.tempoUrl,
    authorization: bearerAuth(config.tempoToken),
    limiter: tempoLimiter,
  });
  return { jira: new JiraApi(jira), tempo: new TempoApi(tempo), tempoLimiter };
}
