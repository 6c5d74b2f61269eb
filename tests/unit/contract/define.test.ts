import { describe, expect, it } from 'vitest';
import { fillPath, pathParamNames, toRoutePattern } from '../../../shared/contract/define';
import { endpoints } from '../../../shared/contract/endpoints';

describe('the gateway contract', () => {
  // The 42 of spec §7, the logout whose shape spec §7 leaves out, and eleven beyond it: GET
  // /api/{service_path}/sync-runs (issue 9's sync history), POST /api/test-auth-data (issue 8's test
  // connection), the five lead endpoints (issue 48 added Retry all failed), the two integration-name
  // endpoints (issue 37) and the two notification endpoints (issue 48).
  it('describes the 42 documented endpoints, the logout whose shape spec §7 leaves out, and the eleven beyond the spec, each method and path once', () => {
    const keys = Object.values(endpoints).map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(keys).toHaveLength(54);
    expect(new Set(keys).size).toBe(54);
    expect(keys).toContain('POST /api/logout');
    expect(keys).toContain('POST /api/integrations/{integration_id}/retry-failed');
    expect(keys).toContain('GET /api/notifications');
    expect(keys).toContain('POST /api/notifications/read');
    expect(keys).toContain('POST /api/test-auth-data');
    expect(keys).toContain('GET /api/{service_path}/sync-runs');
    expect(keys).toContain('GET /api/integrations/{integration_id}/leads');
    expect(keys).toContain('POST /api/integrations/{integration_id}/test-lead');
    expect(keys).toContain('POST /api/leads/{lead_id}/retry');
    expect(keys).toContain('GET /api/leads/counts');
    expect(keys).toContain('GET /api/integration-titles');
    expect(keys).toContain('PATCH /api/integrations/{integration_id}/name');
  });

  it('keeps every path under /api and names only fields of the request as placeholders', () => {
    for (const [name, endpoint] of Object.entries(endpoints)) {
      expect(endpoint.path.startsWith('/api/'), name).toBe(true);
      for (const param of pathParamNames(endpoint.path)) {
        const probe = endpoint.request.safeParse({});
        const issues = probe.success ? [] : probe.error.issues.map((issue) => issue.path[0]);
        expect(issues, `${name} must require its path parameter ${param}`).toContain(param);
      }
    }
  });

  it('fills path placeholders with encoded values, so a value cannot add segments', () => {
    const { path, rest } = fillPath('/api/{service_path}/insights', { service_path: '../admin?x=1#', user_id: 3 });
    expect(path).toBe('/api/..%2Fadmin%3Fx%3D1%23/insights');
    expect(rest).toEqual({ user_id: 3 });
  });

  it('refuses to build a path with a missing placeholder value', () => {
    expect(() => fillPath('/api/integrations/{id}', { user_id: 1 })).toThrow(/id/);
  });

  it('writes placeholders as Hono route parameters', () => {
    expect(toRoutePattern('/api/admin/{service_path}/start-sync')).toBe('/api/admin/:service_path/start-sync');
  });

  it('refuses a register request whose confirmation differs, with the spec message', () => {
    const parsed = endpoints.register.request.safeParse({
      name: 'Ann',
      email: 'ann@example.com',
      password: 'long-enough-1',
      c_password: 'different-22',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('Password mismatch');
  });

  it('coerces query-string ids and refuses non-numeric ones', () => {
    expect(endpoints.getProfile.request.parse({ user_id: '7' })).toEqual({ user_id: 7 });
    expect(endpoints.getProfile.request.safeParse({ user_id: 'abc' }).success).toBe(false);
    expect(endpoints.getProfile.request.safeParse({ user_id: '-1' }).success).toBe(false);
  });

  it('refuses a service path that is not one of the four', () => {
    expect(endpoints.getInsights.request.safeParse({ service_path: 'admin', user_id: 1 }).success).toBe(false);
  });
});

describe('ids in requests', () => {
  it('accepts numbers and digit strings only', () => {
    const { request } = endpoints.getProfile;
    expect(request.parse({ user_id: 7 })).toEqual({ user_id: 7 });
    expect(request.parse({ user_id: ' 12 ' })).toEqual({ user_id: 12 });
    for (const bad of [true, false, null, '', '1e3', '0x10', '2.5', 0, [], {}]) {
      expect(request.safeParse({ user_id: bad }).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('defaults a missing page to 1', () => {
    expect(endpoints.adminUsers.request.parse({})).toEqual({ page: 1 });
  });
});
