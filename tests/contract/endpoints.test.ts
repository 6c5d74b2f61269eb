// Every gateway endpoint over real HTTP: a valid call whose 2xx body parses with the endpoint's
// response schema, and its refusals (401 without a token, 403 for a client on admin calls, 422
// for an invalid request) whose bodies parse with ZErrorBody.
import { describe, expect, inject, it } from 'vitest';
import type { TEndpoint } from '../../shared/contract/define';
import { ZErrorBody } from '../../shared/contract/define';
import { endpoints } from '../../shared/contract/endpoints';
import type { TEndpointName } from '../../shared/contract/endpoints';
import { contractCases } from './cases';
import type { TCall, TCase } from './support/case';
import { createFixtures } from './support/fixtures';
import { createGatewayHttp, describeAnswer } from './support/gateway-http';
import type { TAnswer } from './support/gateway-http';

const http = createGatewayHttp(inject('contractBaseUrl'));
const fx = createFixtures(http);

const expectContractBody = (endpoint: TEndpoint, answer: TAnswer) => {
  const parsed = endpoint.response.safeParse(answer.json);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect.fail(`The answer is off contract (${issues.join('; ')}). ${describeAnswer(answer)}`);
  }
  return parsed.data;
};

const expectRefusal = (answer: TAnswer, status: number) => {
  expect(answer.status, describeAnswer(answer)).toBe(status);
  const parsed = ZErrorBody.safeParse(answer.json);
  expect(parsed.success, `The refusal body is not ZErrorBody. ${describeAnswer(answer)}`).toBe(true);
};

const inputOf = (call: TCall<TEndpointName>) => call.input as Record<string, unknown>;

for (const [name, endpoint] of Object.entries(endpoints) as [TEndpointName, TEndpoint][]) {
  const testCase = contractCases[name] as unknown as TCase<TEndpointName> | undefined;
  if (!testCase) continue; // cases.test.ts fails for it.

  describe(`${name}: ${endpoint.method} ${endpoint.path}`, () => {
    it('answers a valid call with a 2xx body the response schema accepts', async (context) => {
      const call = await testCase.valid(fx);
      if (call.skip) context.skip(call.skip);
      const answer = await http.call(endpoint, inputOf(call), call.session?.token);
      expect(answer.status, describeAnswer(answer)).toBeGreaterThanOrEqual(200);
      expect(answer.status, describeAnswer(answer)).toBeLessThan(300);
      const body = expectContractBody(endpoint, answer);
      await testCase.check?.(body as never, call, fx);
    });

    if (endpoint.access !== 'public') {
      it('refuses the call without a token: 401', async () => {
        const call = await testCase.valid(fx);
        expectRefusal(await http.call(endpoint, inputOf(call), null), 401);
      });
    }

    if (endpoint.access === 'admin') {
      it('refuses the call from a client: 403', async () => {
        const call = await testCase.valid(fx);
        const client = await fx.client();
        expectRefusal(await http.call(endpoint, inputOf(call), client.token), 403);
      });
    }

    const invalid = testCase.invalid;
    if (invalid) {
      it(`refuses an invalid request (${Object.keys(invalid).join(', ')}): 422`, async () => {
        const call = await testCase.valid(fx);
        expectRefusal(await http.call(endpoint, { ...inputOf(call), ...invalid }, call.session?.token), 422);
      });
    }
  });
}
