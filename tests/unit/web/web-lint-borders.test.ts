// The lint rules that keep the SPA's shape (issue 50): components/ holds no data hook, and no
// component file grows past 200 lines.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });
const messagesOf = async (filePath: string, code: string) => (await eslint.lintText(code, { filePath }))[0]?.messages.map((message) => message.message) ?? [];

// The first lint loads the typed config and builds the TypeScript program: 1–4.6 s alone, past 5 s
// on a Node line beside the browser layer.
describe('web lint borders', { timeout: 30_000 }, () => {
  it('refuses a data hook in components/, and allows it in lib/api/', async () => {
    const hook = "import { useTRPC } from '@/lib/trpc';\nexport const useThing = () => useTRPC();\n";
    expect(await messagesOf('web/src/components/domain/thing-api.ts', hook)).toEqual([expect.stringContaining('components/ holds UI only')]);
    expect(await messagesOf('web/src/lib/api/thing.ts', hook)).toEqual([]);
    const query = "import { useQuery } from '@tanstack/react-query';\nexport const useThing = () => useQuery({ queryKey: ['x'], queryFn: () => 1 });\n";
    expect(await messagesOf('web/src/components/ui/thing.ts', query)).toEqual([expect.stringContaining('components/ holds UI only')]);
  });

  it('refuses a component file over 200 lines', async () => {
    const lines = (count: number) => `export const x = 1;\n${'// line\n'.repeat(count - 1)}`;
    expect(await messagesOf('web/src/features/x/components/long.tsx', lines(201))).toEqual([expect.stringContaining('Maximum allowed is 200')]);
    expect(await messagesOf('web/src/features/x/components/long.tsx', lines(200))).toEqual([]);
  });
});
