// This test file's namespace of the shared emulator, and a typed client of it: the code under test
// is given `namespace.url` (http://127.0.0.1:<port>/ns/file-<id>) as its gateway. Each file (each
// worker's module graph) draws its own name, so files never share a namespace.
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { connectEmulator, createGatewayClient } from 'portal/emulator';

export const namespace = connectEmulator(inject('emulatorUrl')).namespace(`file-${randomUUID().slice(0, 8)}`);

export const gatewayClient = () => createGatewayClient({ baseUrl: namespace.url });
