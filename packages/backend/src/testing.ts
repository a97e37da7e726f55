/**
 * The backend's fakes of outside services, for other packages' tests (`@financeiro/backend/testing`):
 * the Jira Cloud + Tempo fake and the OpenAI-compatible chat fake the e2e journeys start.
 */
export { FakeJiraTempo } from './modules/jira/testing/fake-server';
export { startFakeOpenAi, type FakeOpenAi } from './modules/vee/testing/fake-openai';
