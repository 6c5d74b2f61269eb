// `portal/emulator`: what the package gives other teams' test suites: an emulated gateway per
// test worker (startEmulator) and a typed client of the gateway (createGatewayClient).
export { startEmulator, connectEmulator, EmulatorControlError } from './emulator';
export type { TEmulator, TConnectedEmulator, TEmulatorControl, TEmulatorNamespace, TNamespaceInfo, TVerifyExpectation, TStartEmulatorOptions, TRequestsFilter, TJournalEntry, TRestoreReport, TSnapshotInfo, TFaultRule, TFaultRuleInput, THashing, TWebhook, TWebhookDelivery, TWebhookInput, TWebhookEvent, TWebhookPayload } from './emulator';
export type { TDialect } from '../emulator/dialects';
export { createGatewayClient } from './gateway-client';
export type { TGatewayClientOptions, TGatewayClientMethods, TTypedGatewayClient } from './gateway-client';
export { GatewayError } from '../gateway/errors';
export type { TGatewayErrorCode } from '../gateway/errors';
export { endpoints } from '../../shared/contract/endpoints';
export type { TEndpointName, TEndpoints } from '../../shared/contract/endpoints';
export type { TEndpointInput, TEndpointResponse } from '../../shared/contract/define';
