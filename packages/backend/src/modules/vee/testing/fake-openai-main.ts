/** The fake OpenAI-compatible model on its own (manual QA): `tsx src/modules/vee/testing/fake-openai-main.ts`. */
import { startFakeOpenAi } from './fake-openai';

const port = Number(process.env.FAKE_OPENAI_PORT ?? 3399);
void startFakeOpenAi({ port }).then((fake) => {
  console.log(`modelo falso OpenAI-compatível em ${fake.url}`);
});
