import { afterEach, describe, expect, it, vi } from 'vitest';
import { type HostFederation, provideBundlerRuntime, remoteFederation, remoteInit } from './bundler-runtime-provider';

interface FakeInstance {
  options: { id?: string; name: string; version?: string };
  initOptions: ReturnType<typeof vi.fn>;
}

const page = globalThis as unknown as { __FEDERATION__?: { __INSTANCES__: FakeInstance[] } };

function fakeHost() {
  const created: FakeInstance[] = [];
  const hostInit = vi.fn();
  const runtime = {
    init: hostInit,
    loadRemote: vi.fn(),
    createInstance: vi.fn((options: { id?: string; name: string; version?: string }) => {
      const instance = { options, initOptions: vi.fn() };
      created.push(instance);
      page.__FEDERATION__!.__INSTANCES__.push(instance);
      return instance;
    }),
  };
  const consumes = vi.fn();
  const host: HostFederation = { runtime, bundlerRuntime: { consumes, initContainerEntry: undefined, S: { host: true } }, attachShareScopeMap: vi.fn() };
  return { host, created, hostInit, consumes };
}

afterEach(() => {
  delete page.__FEDERATION__;
});

describe("the host's bundler runtime lent to the remote releases", () => {
  it('gives each remote a fresh federation object: its own share scope and bundler options, the host functions, the container parts', () => {
    const { host, consumes } = fakeHost();
    const initContainerEntry = vi.fn();
    const first = remoteFederation(host, { initContainerEntry });
    const second = remoteFederation(host, { initContainerEntry });
    expect(first.bundlerRuntime.consumes).toBe(consumes);
    expect(first.bundlerRuntime.initContainerEntry).toBe(initContainerEntry);
    expect(first.bundlerRuntime.S).toEqual({});
    expect(first.bundlerRuntime.S).not.toBe(second.bundlerRuntime.S);
    expect(first.bundlerRuntimeOptions).not.toBe(second.bundlerRuntimeOptions);
    expect(first.instance).toBeUndefined();
    expect(first.initOptions).toBeUndefined();
    expect(first.attachShareScopeMap).toBe(host.attachShareScopeMap);
    // The host's own objects are left as they were.
    expect(host.bundlerRuntime.S).toEqual({ host: true });
    expect(host.bundlerRuntime.initContainerEntry).toBeUndefined();
  });

  it("creates the remote's instance without making it the runtime's current one (the host's stays)", () => {
    page.__FEDERATION__ = { __INSTANCES__: [{ options: { name: 'vd_host' }, initOptions: vi.fn() }] };
    const { host, created, hostInit } = fakeHost();
    const remote = remoteFederation(host, {});
    const instance = remote.runtime.init({ name: 'vd_store', shared: {} }) as unknown as FakeInstance;
    expect(hostInit).not.toHaveBeenCalled();
    expect(created).toEqual([instance]);
    expect(instance.options).toMatchObject({ name: 'vd_store', id: '' });
    expect(remote.runtime.loadRemote).toBe(host.runtime.loadRemote);
  });

  it('finds an instance already made for the remote by name (and version), as the runtime does, and gives it the new options', () => {
    const existing = { options: { name: 'vd_store' }, initOptions: vi.fn() };
    const versioned = { options: { name: 'vd_orders', version: '2' }, initOptions: vi.fn() };
    page.__FEDERATION__ = { __INSTANCES__: [{ options: { name: 'vd_host' }, initOptions: vi.fn() }, existing, versioned] };
    const { host, created } = fakeHost();
    expect(remoteInit(host.runtime, { name: 'vd_store' })).toBe(existing);
    expect(existing.initOptions).toHaveBeenCalledWith({ name: 'vd_store', id: '' });
    expect(remoteInit(host.runtime, { name: 'vd_orders', version: '2' })).toBe(versioned);
    expect(remoteInit(host.runtime, { name: 'vd_orders' })).not.toBe(versioned);
    expect(created).toHaveLength(1);
  });

  it('puts a provider with the major on the global the remotes read, making a copy from the host as it is when asked', () => {
    const target: Record<string, unknown> = {};
    const { host } = fakeHost();
    const read = vi.fn(() => host);
    provideBundlerRuntime('__RUNTIME__', read, {}, 2, target);
    expect(read).not.toHaveBeenCalled();
    const provider = target.__RUNTIME__ as { major: number; create(): { __esModule: boolean; default: unknown } };
    expect(provider.major).toBe(2);
    const made = provider.create();
    expect(made.__esModule).toBe(true);
    expect(made.default).toMatchObject({ instance: undefined, bundlerRuntimeOptions: {} });
    expect(read).toHaveBeenCalledOnce();
  });
});
