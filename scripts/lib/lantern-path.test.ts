import { describe, expect, it } from 'vitest';
import { countsForLcp, failedRunCode, lcpEstimate, lcpPathLines, nodeLabel, type SimulatedNode, withoutRequests } from './lantern-path';

const PAGE = 'http://localhost:4200/store';
const net = (url: string, start: number, end: number, extra: Partial<SimulatedNode> = {}): SimulatedNode => ({
  kind: 'network',
  url,
  priority: 'High',
  resourceType: 'Script',
  transferBytes: 1024,
  start,
  end,
  ...extra,
});

describe('the simulated LCP path', () => {
  const nodes: SimulatedNode[] = [
    net(PAGE, 0, 633, { resourceType: 'Document', priority: 'VeryHigh', transferBytes: 7 * 1024 }),
    net('http://localhost:4200/static/js/async/lib-boot.327129a425.js', 956, 2789, { transferBytes: 61_440 }),
    { kind: 'cpu', evaluates: ['http://localhost:4200/static/js/async/lib-boot.327129a425.js'], start: 2789, end: 2832 },
    { kind: 'cpu', layout: true, start: 2832, end: 2869 },
    net('http://localhost:4280/media/products/approved/potato-1.svg', 2961, 3133, { resourceType: 'Image' }),
    // A low-priority picture ends later but is not part of the estimate.
    net('http://localhost:4280/media/products/approved/tomato-1.svg', 2961, 3300, { resourceType: 'Image', priority: 'Low' }),
  ];

  it('leaves low-priority pictures out of the estimate, as Lantern does, and ends on the latest of the rest', () => {
    expect(countsForLcp(nodes[5]!)).toBe(false);
    expect(countsForLcp(nodes[4]!)).toBe(true);
    expect(lcpEstimate(nodes)).toBe(3133);
  });

  it('names files without their hash, other origins with their host, and main-thread tasks by what they ran', () => {
    expect(nodeLabel(nodes[1]!, PAGE)).toBe('Script lib-boot.js');
    expect(nodeLabel(net('http://localhost:4200/static/css/async/h.3b16aab537.css', 0, 1, { resourceType: 'Stylesheet' }), PAGE)).toBe('Stylesheet h.css');
    expect(nodeLabel(nodes[4]!, PAGE)).toBe('Image approved/potato-1.svg (localhost:4280)');
    expect(nodeLabel(net('http://localhost:4280/rest/v1/orders/vendor/live', 0, 1, { resourceType: 'XHR' }), PAGE)).toBe('XHR vendor/live (localhost:4280)');
    expect(nodeLabel(nodes[2]!, PAGE)).toBe('main thread: runs lib-boot');
    expect(nodeLabel(nodes[3]!, PAGE)).toBe('main thread: layout');
  });

  it('lists the nodes by start, marking what the estimate ends on (*) and what it leaves out (-)', () => {
    const lines = lcpPathLines(nodes, PAGE);
    expect(lines).toHaveLength(6);
    expect(lines[0]).toMatch(/^ +0 → +633 ms +7\.0 KB VeryHigh +Document \/store$/);
    expect(lines[4]).toMatch(/^\* +2961 → +3133 ms .* Image approved\/potato-1\.svg/);
    expect(lines[5]).toMatch(/^- +2961 → +3300 ms .* Low +Image approved\/tomato-1\.svg/);
  });
});

describe('a run without some requests (--drop)', () => {
  const log = [
    { method: 'Network.requestWillBeSent', params: { requestId: '1', request: { url: 'http://h/store' } } },
    { method: 'Network.requestWillBeSent', params: { requestId: '2', request: { url: 'http://api/v1/orders/vendor/live' } } },
    { method: 'Network.responseReceived', params: { requestId: '2' } },
    { method: 'Network.loadingFinished', params: { requestId: '2' } },
    { method: 'Network.responseReceived', params: { requestId: '1' } },
    { method: 'Page.frameNavigated', params: {} },
  ];

  it('takes out every event of the matching requests and names them, leaving the rest and the given log as they were', () => {
    const { log: kept, dropped } = withoutRequests(log, /vendor\/live/);
    expect(dropped).toEqual(['http://api/v1/orders/vendor/live']);
    expect(kept.map((entry) => [entry.method, entry.params.requestId])).toEqual([
      ['Network.requestWillBeSent', '1'],
      ['Network.responseReceived', '1'],
      ['Page.frameNavigated', undefined],
    ]);
    expect(log).toHaveLength(6);
  });

  it('drops nothing when nothing matches', () => {
    expect(withoutRequests(log, /nothing/)).toEqual({ log, dropped: [] });
  });
});

describe('a saved run that Lighthouse itself could not complete', () => {
  it('is named by its runtime error, as its report gives it', () => {
    expect(failedRunCode({ runtimeError: { code: 'NO_NAVSTART', message: 'Something went wrong with recording the trace over your page load.' } })).toBe(
      'NO_NAVSTART',
    );
    expect(failedRunCode({ runtimeError: { message: 'no code' } })).toBe('an unnamed runtime error');
  });

  it('is not a failure when the report has no runtime error, or is no report at all', () => {
    expect(failedRunCode({ categories: { performance: { score: 0.95 } } })).toBeNull();
    expect(failedRunCode(null)).toBeNull();
    expect(failedRunCode('not json')).toBeNull();
  });
});
