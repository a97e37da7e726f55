/**
 * A local fake of Jira Cloud REST v3 and Tempo v4 (node:http on an ephemeral port) answering with
 * the documented response shapes and pagination, checking the credentials, and able to fail on
 * demand (429 with Retry-After, 5xx, 4xx, a page cut in the middle of its body) or hold requests,
 * so the connector's real HTTP code runs.
 *   Jira:  <base>/rest/api/3/...        Tempo: <base>/tempo/4/...
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeUser {
  accountId: string;
  displayName: string;
  emailAddress?: string;
  active?: boolean;
}
export interface FakeProject {
  id: string;
  key: string;
  name: string;
  categoryId?: string;
  leadAccountId?: string;
  lastIssueUpdateTime?: string;
  archived?: boolean;
}
export interface FakeIssue {
  id: string;
  key: string;
  projectId: string;
  summary: string;
  updated: string;
}
export interface FakeWorklog {
  tempoWorklogId: number;
  issueId: number;
  accountId: string;
  startDate: string;
  timeSpentSeconds: number;
  billableSeconds: number;
  description?: string;
  updatedAt: string;
}
export interface FakePlan {
  id: number;
  assignee: { id: string; type: 'USER' | 'GENERIC' };
  planItem: { id: string; type: 'ISSUE' | 'PROJECT' };
  days: Array<{ date: string; plannedSeconds: number }>;
  updatedAt: string;
}
export interface FakeData {
  categories: Array<{ id: string; name: string; description?: string }>;
  projects: FakeProject[];
  issues: FakeIssue[];
  users: FakeUser[];
  worklogs: FakeWorklog[];
  plans: FakePlan[];
  schedules: Record<string, Array<{ date: string; requiredSeconds: number; type: string }>>;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body?: unknown;
}

export interface InjectedFailure {
  /** Matches `METHOD path` (path without query), e.g. 'GET /tempo/4/worklogs'. */
  match: (request: RecordedRequest) => boolean;
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
  /** How many matching requests fail (Infinity: until cleared). */
  times: number;
}

/** A 200 whose body stops halfway: the socket is then destroyed ('drop') or left open ('stall'). */
export interface InjectedCut {
  match: (request: RecordedRequest) => boolean;
  then: 'drop' | 'stall';
  times: number;
}

export interface FakeCredentials {
  email: string;
  apiToken: string;
  tempoToken: string;
}

const json = (res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};

const token = (offset: number) => Buffer.from(`o:${offset}`).toString('base64url');
const untoken = (value: unknown) =>
  typeof value === 'string' ? Number(Buffer.from(value, 'base64url').toString().slice(2)) || 0 : 0;

export class FakeJiraTempo {
  readonly requests: RecordedRequest[] = [];
  private failures: InjectedFailure[] = [];
  private cuts: InjectedCut[] = [];
  private holds: Array<{ match: (r: RecordedRequest) => boolean; release: Promise<void> }> = [];
  private server?: http.Server;
  baseUrl = '';

  constructor(
    public data: FakeData,
    readonly credentials: FakeCredentials,
  ) {}

  get jiraUrl(): string {
    return this.baseUrl;
  }

  get tempoUrl(): string {
    return `${this.baseUrl}/tempo/4`;
  }

  /** `port`: 0 for any free one; a journey's API started before the fake gives it the address in advance. */
  async start(port = 0): Promise<this> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        this.handle(req, res, Buffer.concat(chunks).toString('utf8')).catch((error: Error) =>
          json(res, 500, { errorMessages: [error.message] }),
        );
      });
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(port, '127.0.0.1', resolve);
    });
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => {
      if (!this.server) return resolve();
      this.server.close(() => resolve());
      // A stalled answer keeps its connection open.
      this.server.closeAllConnections();
    });
  }

  /** Matching requests get a 200 whose body stops after half of the JSON (see InjectedCut). */
  cutBody(cut: Omit<InjectedCut, 'times'> & { times?: number }): void {
    this.cuts.push({ times: 1, ...cut });
  }

  fail(failure: Omit<InjectedFailure, 'times'> & { times?: number }): void {
    this.failures.push({ times: 1, ...failure });
  }

  clearFailures(): void {
    this.failures = [];
    this.cuts = [];
  }

  /** Holds matching requests until the returned function is called. */
  hold(match: (request: RecordedRequest) => boolean): () => void {
    let release!: () => void;
    const entry = { match, release: new Promise<void>((resolve) => (release = resolve)) };
    this.holds.push(entry);
    return () => {
      this.holds = this.holds.filter((item) => item !== entry);
      release();
    };
  }

  /** Requests whose `METHOD path` starts with the prefix. */
  requested(prefix: string): RecordedRequest[] {
    return this.requests.filter((r) => `${r.method} ${r.path}`.startsWith(prefix));
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse, rawBody: string): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const request: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: rawBody ? JSON.parse(rawBody) : undefined,
    };
    this.requests.push(request);

    const isTempo = url.pathname.startsWith('/tempo/4/');
    const expected = isTempo
      ? `Bearer ${this.credentials.tempoToken}`
      : `Basic ${Buffer.from(`${this.credentials.email}:${this.credentials.apiToken}`).toString('base64')}`;
    if (req.headers.authorization !== expected) {
      return json(res, 401, isTempo ? { errors: [{ message: 'Unauthorized' }] } : { errorMessages: ['Unauthorized'] });
    }

    for (const hold of this.holds) if (hold.match(request)) await hold.release;

    const failure = this.failures.find((item) => item.times > 0 && item.match(request));
    if (failure) {
      failure.times--;
      return json(res, failure.status, failure.body ?? { errorMessages: [`falha simulada ${failure.status}`] }, failure.headers);
    }

    const cut = this.cuts.find((item) => item.times > 0 && item.match(request));
    if (cut) {
      cut.times--;
      res.end = ((chunk: string) => {
        const body = Buffer.from(chunk);
        res.write(body.subarray(0, Math.floor(body.length / 2)), () => {
          if (cut.then === 'drop') res.socket?.destroy();
        });
        return res;
      }) as typeof res.end;
    }

    const route = `${request.method} ${url.pathname}`;
    if (route === 'GET /rest/api/3/projectCategory') return json(res, 200, this.categories());
    if (route === 'GET /rest/api/3/project/search') return json(res, 200, this.projectSearch(url));
    if (route === 'POST /rest/api/3/search/jql') return this.searchJql(res, request.body as Record<string, unknown>);
    if (route === 'GET /rest/api/3/user') {
      const user = this.data.users.find((u) => u.accountId === url.searchParams.get('accountId'));
      if (!user) return json(res, 404, { errorMessages: ['Specified user does not exist or you do not have required permissions'], errors: {} });
      return json(res, 200, { self: `${this.baseUrl}/rest/api/3/user?accountId=${user.accountId}`, accountType: 'atlassian', active: true, ...user });
    }
    if (route === 'GET /tempo/4/worklogs') return json(res, 200, this.worklogs(url));
    if (route === 'GET /tempo/4/plans') return json(res, 200, this.plans(url));
    const schedule = /^GET \/tempo\/4\/user-schedule\/([^/]+)$/.exec(route);
    if (schedule) {
      const from = url.searchParams.get('from') ?? '';
      const to = url.searchParams.get('to') ?? '9999';
      const days = (this.data.schedules[decodeURIComponent(schedule[1])] ?? []).filter((d) => d.date >= from && d.date <= to);
      return json(res, 200, { self: url.href, metadata: { count: days.length }, results: days });
    }
    return json(res, 404, { errorMessages: [`rota desconhecida ${route}`] });
  }

  private categories() {
    return this.data.categories.map((c) => ({
      self: `${this.baseUrl}/rest/api/3/projectCategory/${c.id}`,
      id: c.id,
      name: c.name,
      description: c.description ?? '',
    }));
  }

  private user(accountId: string | undefined) {
    const user = this.data.users.find((u) => u.accountId === accountId);
    if (!user) return undefined;
    return { self: `${this.baseUrl}/rest/api/3/user?accountId=${user.accountId}`, accountType: 'atlassian', active: true, ...user };
  }

  private projectSearch(url: URL) {
    const startAt = Number(url.searchParams.get('startAt') ?? 0);
    const maxResults = Number(url.searchParams.get('maxResults') ?? 50);
    const statuses = url.searchParams.getAll('status');
    const expand = (url.searchParams.get('expand') ?? '').split(',');
    const visible = this.data.projects
      .filter((p) => (p.archived ? statuses.includes('archived') : statuses.length === 0 || statuses.includes('live')))
      .sort((a, b) => a.key.localeCompare(b.key));
    const values = visible.slice(startAt, startAt + maxResults).map((p) => {
      const category = this.data.categories.find((c) => c.id === p.categoryId);
      return {
        self: `${this.baseUrl}/rest/api/3/project/${p.id}`,
        id: p.id,
        key: p.key,
        name: p.name,
        projectTypeKey: 'software',
        simplified: false,
        style: 'classic',
        isPrivate: false,
        ...(p.archived ? { archived: true, archivedDate: '2025-01-01T00:00:00.000+0000' } : {}),
        ...(category ? { projectCategory: { self: `${this.baseUrl}/rest/api/3/projectCategory/${category.id}`, ...category } } : {}),
        ...(expand.includes('lead') && p.leadAccountId ? { lead: this.user(p.leadAccountId) } : {}),
        ...(expand.includes('insight')
          ? { insight: { totalIssueCount: this.data.issues.filter((i) => i.projectId === p.id).length, lastIssueUpdateTime: p.lastIssueUpdateTime } }
          : {}),
      };
    });
    const isLast = startAt + maxResults >= visible.length;
    return {
      self: url.href,
      ...(isLast ? {} : { nextPage: `${this.baseUrl}/rest/api/3/project/search?startAt=${startAt + maxResults}&maxResults=${maxResults}` }),
      maxResults,
      startAt,
      total: visible.length,
      isLast,
      values,
    };
  }

  /** Understands the JQL the connector writes: `project = N`, `updated >= "..."`, `id in (...)`. */
  private searchJql(res: http.ServerResponse, body: Record<string, unknown>) {
    const jql = String(body.jql ?? '');
    const maxResults = Number(body.maxResults ?? 50);
    let issues = [...this.data.issues];
    const project = /project = (\d+)/.exec(jql);
    if (project) {
      if (!this.data.projects.some((p) => p.id === project[1])) {
        return json(res, 400, { errorMessages: [`The value '${project[1]}' does not exist for the field 'project'.`], errors: {} });
      }
      issues = issues.filter((i) => i.projectId === project[1]);
    }
    const updated = /updated >= "([^"]+)"/.exec(jql);
    if (updated) {
      const since = new Date(`${updated[1].replace(' ', 'T')}:00Z`).getTime();
      issues = issues.filter((i) => new Date(i.updated).getTime() >= since);
    }
    const ids = /id in \(([^)]*)\)/.exec(jql);
    if (ids) {
      const wanted = new Set(ids[1].split(',').map((s) => s.trim()));
      issues = issues.filter((i) => wanted.has(i.id));
    }
    if (!project && !updated && !ids) {
      return json(res, 400, { errorMessages: ['Unbounded JQL queries are not allowed here. Please add a search restriction to your query.'] });
    }
    issues.sort((a, b) => Number(a.id) - Number(b.id));
    const offset = untoken(body.nextPageToken);
    const page = issues.slice(offset, offset + maxResults);
    const more = offset + maxResults < issues.length;
    return json(res, 200, {
      issues: page.map((i) => {
        const p = this.data.projects.find((item) => item.id === i.projectId);
        return {
          expand: '',
          id: i.id,
          key: i.key,
          self: `${this.baseUrl}/rest/api/3/issue/${i.id}`,
          fields: { summary: i.summary, updated: i.updated, project: { id: i.projectId, key: p?.key, name: p?.name } },
        };
      }),
      // Absent on the last page (as Jira Cloud answers).
      ...(more ? { nextPageToken: token(offset + maxResults) } : {}),
      isLast: !more,
    });
  }

  private page<T>(url: URL, items: T[]) {
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const limit = Number(url.searchParams.get('limit') ?? 50);
    const results = items.slice(offset, offset + limit);
    const next = new URL(url.href);
    next.searchParams.set('offset', String(offset + limit));
    return {
      self: url.href,
      metadata: {
        count: results.length,
        offset,
        limit,
        ...(offset + limit < items.length ? { next: `${this.tempoUrl}${url.pathname.slice('/tempo/4'.length)}${next.search}` } : {}),
      },
      results,
    };
  }

  private worklogs(url: URL) {
    const from = url.searchParams.get('from') ?? '0000';
    const to = url.searchParams.get('to') ?? '9999';
    const updatedFrom = url.searchParams.get('updatedFrom');
    const items = this.data.worklogs
      .filter((w) => w.startDate >= from && w.startDate <= to)
      .filter((w) => !updatedFrom || new Date(w.updatedAt).getTime() >= new Date(updatedFrom).getTime())
      .sort((a, b) => a.tempoWorklogId - b.tempoWorklogId)
      .map((w) => ({
        self: `${this.tempoUrl}/worklogs/${w.tempoWorklogId}`,
        tempoWorklogId: w.tempoWorklogId,
        issue: { self: `${this.baseUrl}/rest/api/3/issue/${w.issueId}`, id: w.issueId },
        timeSpentSeconds: w.timeSpentSeconds,
        billableSeconds: w.billableSeconds,
        startDate: w.startDate,
        startTime: '09:00:00',
        description: w.description ?? '',
        createdAt: w.updatedAt,
        updatedAt: w.updatedAt,
        author: { self: `${this.baseUrl}/rest/api/3/user?accountId=${w.accountId}`, accountId: w.accountId },
        attributes: { self: `${this.tempoUrl}/worklogs/${w.tempoWorklogId}/work-attribute-values`, values: [] },
      }));
    return this.page(url, items);
  }

  private plans(url: URL) {
    const from = url.searchParams.get('from') ?? '0000';
    const to = url.searchParams.get('to') ?? '9999';
    const updatedFrom = url.searchParams.get('updatedFrom');
    const items = this.data.plans
      .filter((p) => p.days.some((d) => d.date >= from && d.date <= to))
      .filter((p) => !updatedFrom || new Date(p.updatedAt).getTime() >= new Date(updatedFrom).getTime())
      .sort((a, b) => a.id - b.id)
      .map((p) => {
        const dates = p.days.map((d) => d.date).sort();
        return {
          self: `${this.tempoUrl}/plans/${p.id}`,
          id: p.id,
          assignee: { self: `${this.tempoUrl}/users/${p.assignee.id}`, ...p.assignee },
          planItem: { self: `${this.baseUrl}/rest/api/3/issue/${p.planItem.id}`, ...p.planItem },
          startDate: dates[0],
          endDate: dates[dates.length - 1],
          plannedSecondsPerDay: p.days[0]?.plannedSeconds ?? 0,
          totalPlannedSecondsInScope: p.days.reduce((sum, d) => sum + d.plannedSeconds, 0),
          planApproval: { status: 'APPROVED' },
          ...(url.searchParams.get('plannedTimeBreakdown') === 'DAILY'
            ? { plannedTime: { days: { metadata: { count: p.days.length }, values: p.days.filter((d) => d.date >= from && d.date <= to) } } }
            : {}),
          createdAt: p.updatedAt,
          updatedAt: p.updatedAt,
        };
      });
    return this.page(url, items);
  }
}
