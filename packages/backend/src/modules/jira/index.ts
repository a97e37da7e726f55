/** Jira Cloud + Tempo connector module: the sync (app.jiraSync) and its administration routes. See README.md. */
export { default } from './routes';
export { JiraSync, type JiraSyncOptions } from './service/sync';
