// The fake backend lives in the kernel's testing entry, for plugin authors too.
export { FakeApi, fakeHttp, sampleAdmin } from '@backoffice/kernel/testing';
export type { ContractReply, FakeReply, FakeRequest } from '@backoffice/kernel/testing';
