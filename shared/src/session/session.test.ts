import * as routes from '@vd/contract/routes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installMockAdapter, type MockHandler, type RecordedRequest } from '../api/testAdapter';
import { resetRuntimeConfig, setRuntimeConfig } from '../config/runtimeConfig';
import { setNavigator } from '../navigation/navigator';
import { getSession, getVendor, setVendor } from './atoms';
import { readAttribute } from './attributes';
import { completeSignIn, ensureVendor, hasStoredSession, isCustomer, refreshVendor, registrationStatus, signOut } from './session';
import { testVendor } from './vendor.fixture';

const navigate = vi.fn();
let restore: () => void = () => {};
function mock(handler: MockHandler): RecordedRequest[] {
  const installed = installMockAdapter(handler);
  restore = installed.restore;
  return installed.requests;
}

function signedInStorage() {
  localStorage.setItem('sessionToken', 's1');
  localStorage.setItem('token', 's1');
  localStorage.setItem('refreshToken', 'r1');
  localStorage.setItem('contactNo', '9876543210');
}

const record = (extra: Record<string, unknown> = {}) => ({
  id: 11,
  name: 'Ramesh Sharma',
  shopName: 'Sharma General Store',
  contactNo: '+919876543210',
  status: 'Approved',
  userType: 'vendor',
  ...extra,
});

beforeEach(() => {
  localStorage.clear();
  setVendor(null);
  navigate.mockReset();
  setNavigator(navigate);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  restore();
  setNavigator(null);
  resetRuntimeConfig();
  vi.restoreAllMocks();
});

describe('plain rules', () => {
  it('hasStoredSession needs token AND contactNo', () => {
    expect(hasStoredSession()).toBe(false);
    localStorage.setItem('token', 't');
    expect(hasStoredSession()).toBe(false);
    localStorage.setItem('contactNo', '9876543210');
    expect(hasStoredSession()).toBe(true);
    localStorage.removeItem('token');
    expect(hasStoredSession()).toBe(false);
  });

  it('registrationStatus: Reject, Pending; everything else approved', () => {
    expect(registrationStatus({ status: 'Reject' })).toBe('rejected');
    expect(registrationStatus({ status: 'Pending' })).toBe('pending');
    expect(registrationStatus({ status: 'Approved' })).toBe('approved');
    expect(registrationStatus({ status: 'OutOfStation' })).toBe('approved');
    expect(registrationStatus({ status: null })).toBe('approved');
  });

  it('isCustomer: userType user', () => {
    expect(isCustomer({ userType: 'user' })).toBe(true);
    expect(isCustomer({ userType: 'vendor' })).toBe(false);
    expect(isCustomer(null)).toBe(false);
  });

  it('readAttribute accepts name/attributeName and value/attributeValue', () => {
    const vendor = {
      attributeValues: [
        { name: 'shopTiming', value: '{"start":"08:00","end":"20:00"}' },
        { attributeName: 'gstNo', attributeValue: '22AAAAA0000A1Z5' },
        { name: 'minimumOrder', value: 200 },
        { name: 'empty', value: null },
      ],
    };
    expect(readAttribute(vendor, 'shopTiming')).toBe('{"start":"08:00","end":"20:00"}');
    expect(readAttribute(vendor, 'gstNo')).toBe('22AAAAA0000A1Z5');
    expect(readAttribute(vendor, 'minimumOrder')).toBe('200');
    expect(readAttribute(vendor, 'empty')).toBeNull();
    expect(readAttribute(vendor, 'missing')).toBeNull();
    expect(readAttribute(null, 'x')).toBeNull();
  });
});

describe('completeSignIn', () => {
  it('approved: sets the vendor and keeps the session', async () => {
    signedInStorage();
    mock(() => ({ status: 200, data: record() }));
    const result = await completeSignIn('9876543210');
    expect(result.kind).toBe('approved');
    expect(getVendor()?.shopName).toBe('Sharma General Store');
    expect(getSession()).toEqual({ isAuthenticated: true, contactNo: '9876543210', vendorId: '11' });
  });

  it('OutOfStation counts as approved', async () => {
    signedInStorage();
    mock(() => ({ status: 200, data: record({ status: 'OutOfStation' }) }));
    expect((await completeSignIn('9876543210')).kind).toBe('approved');
  });

  it.each(['Pending', 'Reject'])('%s: under process with the administrator phone, session discarded', async (status) => {
    signedInStorage();
    setRuntimeConfig({ supportPhone: '9000000001' });
    const requests = mock((req) => (req.url.includes(`${routes.getVendor.path}?`) ? { status: 200, data: record({ status }) } : { status: 200 }));
    const result = await completeSignIn('9876543210');
    expect(result).toEqual({
      kind: 'under-process',
      message: 'Your registration is under process! Contact administrator @9000000001',
    });
    expect(requests.some((r) => r.url.includes(routes.logout.path))).toBe(true);
    expect(hasStoredSession()).toBe(false);
    expect(getVendor()).toBeNull();
  });

  it('Pending with no support number configured (outside demo mode): the message names no number', async () => {
    signedInStorage();
    mock((req) => (req.url.includes(`${routes.getVendor.path}?`) ? { status: 200, data: record({ status: 'Pending' }) } : { status: 200 }));
    const result = await completeSignIn('9876543210');
    expect(result).toEqual({ kind: 'under-process', message: 'Your registration is under process! Contact administrator.' });
  });

  it('no record (404): not-registered', async () => {
    signedInStorage();
    mock((req) => (req.url.includes(`${routes.getVendor.path}?`) ? { status: 404, data: { code: 'NOT_FOUND' } } : { status: 200 }));
    expect(await completeSignIn('9876543210')).toEqual({ kind: 'not-registered' });
    expect(hasStoredSession()).toBe(false);
  });

  it('customer: rejected', async () => {
    signedInStorage();
    mock((req) => (req.url.includes(`${routes.getVendor.path}?`) ? { status: 200, data: record({ userType: 'user' }) } : { status: 200 }));
    expect(await completeSignIn('9876543210')).toEqual({ kind: 'customer' });
    expect(hasStoredSession()).toBe(false);
  });

  it('fetch failure: server text, else "Internal sever error"', async () => {
    signedInStorage();
    mock(() => ({ status: 500, data: { message: 'Database down' } }));
    expect(await completeSignIn('9876543210')).toEqual({ kind: 'error', message: 'Database down' });
    restore();
    signedInStorage();
    mock(() => ({ status: 500, data: '' }));
    expect(await completeSignIn('9876543210')).toEqual({ kind: 'error', message: 'Internal sever error' });
    restore();
    signedInStorage();
    mock(() => 'network');
    expect(await completeSignIn('9876543210')).toEqual({ kind: 'error', message: 'No Internet Connection' });
    expect(hasStoredSession()).toBe(false);
  });
});

describe('refreshVendor', () => {
  it('reloads the vendor by stored contactNo', async () => {
    signedInStorage();
    const requests = mock(() => ({ status: 200, data: record({ shopName: 'Renamed' }) }));
    await expect(refreshVendor()).resolves.toMatchObject({ shopName: 'Renamed' });
    expect(requests[0]!.url).toContain('mobileNo=%2B919876543210');
    expect(getVendor()?.shopName).toBe('Renamed');
  });

  it('rejects with "Could not find user information." without a contact number', async () => {
    await expect(refreshVendor()).rejects.toMatchObject({ userMessage: 'Could not find user information.' });
  });
});

describe('ensureVendor (the boot starts it, the route guard joins it)', () => {
  it("takes the early script's answer when it is a 200 with a record, without asking again", async () => {
    signedInStorage();
    const requests = mock(() => ({ status: 200, data: record({ shopName: 'Asked again' }) }));
    const early = Promise.resolve(new Response(JSON.stringify(record({ shopName: 'From the early read' })), { status: 200 }));
    await expect(ensureVendor(early)).resolves.toMatchObject({ shopName: 'From the early read' });
    expect(requests).toHaveLength(0);
    expect(getVendor()?.shopName).toBe('From the early read');
  });

  it('asks again through the client when the early answer is not a 200 (an expired token is refreshed there) or never came', async () => {
    signedInStorage();
    const requests = mock(() => ({ status: 200, data: record({ shopName: 'Asked again' }) }));
    await expect(ensureVendor(Promise.resolve(new Response('{}', { status: 401 })))).resolves.toMatchObject({ shopName: 'Asked again' });
    setVendor(null);
    await expect(ensureVendor(Promise.resolve(undefined))).resolves.toMatchObject({ shopName: 'Asked again' });
    setVendor(null);
    await expect(ensureVendor(Promise.resolve(new Response('not json', { status: 200 })))).resolves.toMatchObject({ shopName: 'Asked again' });
    expect(requests).toHaveLength(3);
  });

  it('answers callers that ask while a read is under way with that one read', async () => {
    signedInStorage();
    const requests = mock(() => ({ status: 200, data: record() }));
    const [first, second] = await Promise.all([ensureVendor(), ensureVendor()]);
    expect(requests).toHaveLength(1);
    expect(first).toBe(second);
    expect(getVendor()?.shopName).toBe('Sharma General Store');
  });

  it('answers with the vendor already read without asking (a guard rendered before it came), and refreshVendor always asks', async () => {
    signedInStorage();
    const requests = mock(() => ({ status: 200, data: record() }));
    await ensureVendor();
    await expect(ensureVendor()).resolves.toMatchObject({ shopName: 'Sharma General Store' });
    expect(requests).toHaveLength(1);
    await Promise.all([ensureVendor(), refreshVendor()]);
    expect(requests).toHaveLength(2);
    // Signed out and in again: no vendor, so a new read.
    setVendor(null);
    await ensureVendor();
    expect(requests).toHaveLength(3);
  });

  it('passes a failed read on to every caller, and the next call tries again', async () => {
    await expect(Promise.all([ensureVendor(), ensureVendor()])).rejects.toMatchObject({ userMessage: 'Could not find user information.' });
    signedInStorage();
    mock(() => ({ status: 200, data: record() }));
    await expect(ensureVendor()).resolves.toMatchObject({ shopName: 'Sharma General Store' });
  });
});

describe("the service worker's offline copy of API answers", () => {
  function stubCaches() {
    const del = vi.fn().mockResolvedValue(true);
    vi.stubGlobal('caches', { delete: del });
    return del;
  }
  afterEach(() => vi.unstubAllGlobals());

  it('is deleted on sign-out', async () => {
    const del = stubCaches();
    signedInStorage();
    mock(() => ({ status: 200 }));
    await signOut({ callApi: false, navigate: false });
    expect(del).toHaveBeenCalledWith('vd-api-v1');
  });

  it('is deleted when a new sign-in starts, and when a sign-in is refused', async () => {
    const del = stubCaches();
    signedInStorage();
    mock((req) => (req.url.includes(`${routes.getVendor.path}?`) ? { status: 200, data: record() } : { status: 200 }));
    await completeSignIn('9876543210');
    expect(del).toHaveBeenCalledTimes(1);
    signedInStorage();
    mock((req) => (req.url.includes(`${routes.getVendor.path}?`) ? { status: 200, data: record({ status: 'Pending' }) } : { status: 200 }));
    await completeSignIn('9876543210');
    expect(del).toHaveBeenCalledTimes(3);
  });
});

describe('signOut', () => {
  it('calls logout, clears ALL localStorage, resets atoms and goes to /login', async () => {
    signedInStorage();
    localStorage.setItem('pwaPromptDismissed', 'true');
    setVendor(testVendor({ id: '1' }));
    const requests = mock(() => ({ status: 200 }));
    await signOut();
    expect(requests.map((r) => r.url)).toEqual([`http://localhost:8080/rest/localbig/api/v1${routes.logout.path}?phoneNumber=%2B919876543210&role=vendor`]);
    expect(requests[0]!.headers.sessionToken).toBe('s1');
    expect(localStorage.length).toBe(0);
    expect(getVendor()).toBeNull();
    expect(getSession().isAuthenticated).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('can skip the API call and the navigation', async () => {
    signedInStorage();
    const requests = mock(() => ({ status: 200 }));
    await signOut({ callApi: false, navigate: false });
    expect(requests).toHaveLength(0);
    expect(localStorage.length).toBe(0);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('still signs out when logout fails', async () => {
    signedInStorage();
    mock(() => 'network');
    await signOut();
    expect(localStorage.length).toBe(0);
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });
});

describe('what a session’s end keeps', () => {
  it('sign-out keeps the device token (stored before with its number) and the device’s language', async () => {
    signedInStorage();
    // As the page stored them until now: the device token alone, under deviceToken.
    localStorage.setItem('deviceToken', 'dt_owner');
    localStorage.setItem('vd.locale', 'ta');
    mock(() => ({ status: 200 }));
    await signOut();
    expect(localStorage.getItem('sessionToken')).toBeNull();
    expect(localStorage.getItem('contactNo')).toBeNull();
    expect(JSON.parse(localStorage.getItem('deviceTokens') ?? 'null')).toEqual([{ phone: '9876543210', token: 'dt_owner' }]);
    expect(localStorage.getItem('vd.locale')).toBe('ta');
  });
});

describe('another tab', () => {
  const storageEvent = () => window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));

  async function signedIn() {
    signedInStorage();
    mock((req) => (req.url.includes(`${routes.getVendor.path}?`) ? { status: 200, data: record() } : { status: 200 }));
    expect((await completeSignIn('9876543210')).kind).toBe('approved');
    navigate.mockReset();
  }

  it('signs out: this page forgets the vendor and goes to /login, leaving storage to the other tab', async () => {
    await signedIn();
    localStorage.clear();
    storageEvent();
    expect(getVendor()).toBeNull();
    expect(getSession().isAuthenticated).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('signs in another number: this page forgets its vendor (it does not touch the new session)', async () => {
    await signedIn();
    localStorage.setItem('sessionToken', 'other');
    localStorage.setItem('token', 'other');
    localStorage.setItem('contactNo', '9876543213');
    window.dispatchEvent(new StorageEvent('storage', { key: 'contactNo', storageArea: localStorage }));
    expect(getVendor()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    expect(localStorage.getItem('sessionToken')).toBe('other');
    expect(getSession()).toMatchObject({ isAuthenticated: true, contactNo: '9876543213' });
  });

  it('refreshes the token of the same session: nothing changes but the session read again', async () => {
    await signedIn();
    localStorage.setItem('sessionToken', 's2');
    window.dispatchEvent(new StorageEvent('storage', { key: 'sessionToken', storageArea: localStorage }));
    expect(getVendor()?.id).toBe('11');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a sign-in after an earlier session of this page (expired) reads the new vendor without naming the old one', async () => {
    setVendor(testVendor({ id: 'old-vendor', contactNo: '+919876543213' }));
    signedInStorage();
    const requests = mock((req) => (req.url.includes(`${routes.getVendor.path}?`) ? { status: 200, data: record() } : { status: 200 }));
    expect((await completeSignIn('9876543210')).kind).toBe('approved');
    expect(requests[0]!.headers['X-Vendor-Id']).toBeUndefined();
    expect(getVendor()?.id).toBe('11');
  });

  it('a vendor read for a number another tab has replaced meanwhile is not taken as the page’s vendor', async () => {
    signedInStorage();
    mock((req) => {
      if (req.url.includes(`${routes.getVendor.path}?`)) localStorage.setItem('contactNo', '9876543213');
      return { status: 200, data: record() };
    });
    const answered = await refreshVendor();
    expect(answered?.id).toBe('11');
    expect(getVendor()).toBeNull();
  });
});

describe('firstName', () => {
  it('is the first word of a name, or null for none', async () => {
    const { firstName } = await import('./role');
    expect(firstName('  Ravi   Kumar ')).toBe('Ravi');
    expect(firstName('Meena')).toBe('Meena');
    expect(firstName('  ')).toBeNull();
    expect(firstName(null)).toBeNull();
  });
});
