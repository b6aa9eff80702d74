// The game screen's cold load as a Chromium performance trace (4x CPU slowdown), summarised
// per long task (> 50 ms): what runs inside it (script evaluation per chunk, function calls,
// style, layout, parse, GC), in ms. Scratch tool for issue #28, not shipped.
//   node measurements/issue-28/game/trace.mjs [--runs N] [--out FILE] [--save-trace FILE]
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { launch, startPreview } from '../../../apps/web/e2e/harness.mjs';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '2' }, out: { type: 'string' }, 'save-trace': { type: 'string' }, rate: { type: 'string', default: '4' }, fns: { type: 'string', default: '30' }, interval: { type: 'string', default: '250' }, min: { type: 'string', default: '50' } } });
const server = await startPreview();
const b = await launch({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
const results = [];
const short = (u) => (u ?? '').replace(/^.*\/assets\//, '').replace(/^http:\/\/[^/]+/, '');
try {
  const ctx = b.context;
  const page0 = ctx.pages()[0] ?? (await ctx.newPage());
  await page0.goto(`${server.url}/#/setup`);
  await page0.fill('[data-testid=seed]', 'lighthouse');
  await page0.click('[data-testid=start]');
  await page0.waitForURL(/#\/game\//);
  await page0.waitForSelector('svg.board');
  const url = page0.url();
  await page0.goto('about:blank');
  for (let i = 0; i < Number(args.runs); i++) {
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin: server.url, storageTypes: 'service_workers,cache_storage' });
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(args.rate) });
    const events = [];
    cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
    const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
    await cdp.send('Tracing.start', {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'v8', 'blink.user_timing', 'loading', 'toplevel'].join(','),
      transferMode: 'ReportEvents',
    });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: Number(args.interval) });
    await cdp.send('Profiler.start');
    await page.goto(url);
    await page.waitForSelector('svg.board', { timeout: 120000 });
    await page.waitForTimeout(3000);
    const { profile } = await cdp.send('Profiler.stop');
    await cdp.send('Tracing.end');
    await done;
    if (args['save-trace'] && i === 0) writeFileSync(args['save-trace'], JSON.stringify({ traceEvents: events }));
    // The renderer main thread: the one with the most RunTask time among threads named CrRendererMain.
    const names = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`);
    const main = events.filter((e) => names.includes(`${e.pid}:${e.tid}`));
    const tids = new Map();
    for (const e of main) if (e.name === 'RunTask' && e.dur) tids.set(`${e.pid}:${e.tid}`, (tids.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
    const mainTid = [...tids].sort((a, b) => b[1] - a[1])[0]?.[0];
    const ev = main.filter((e) => `${e.pid}:${e.tid}` === mainTid && e.ph === 'X' && e.dur);
    const nav = events.find((e) => e.name === 'navigationStart' && `${e.pid}:${e.tid}` === mainTid) ?? ev[0];
    const t0 = nav.ts;
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    const parent = new Map();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    const samples = [];
    let ts = profile.startTime;
    const sampleUs = Number(args.interval);
    for (let k = 0; k < profile.samples.length; k++) {
      ts += profile.timeDeltas[k];
      const leaf = nodes.get(profile.samples[k]).callFrame;
      const stack = new Set([`self:${leaf.functionName || '(anon)'} ${short(leaf.url)}:${leaf.lineNumber}`]);
      for (let id = profile.samples[k]; id !== undefined; id = parent.get(id)) {
        const f = nodes.get(id).callFrame;
        if (f.url && f.functionName) stack.add(`${f.functionName} ${short(f.url)}`);
      }
      samples.push([ts, stack]);
    }
    const tasks = ev.filter((e) => e.name === 'RunTask' && e.dur > Number(args.min) * 1000 && e.ts >= t0);
    const long = tasks.map((t) => {
      const inside = ev.filter((e) => e !== t && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur);
      const sum = new Map();
      for (const e of inside) {
        let k = e.name;
        if (e.name === 'EvaluateScript' || e.name === 'v8.compileModule' || e.name === 'v8.evaluateModule') k += ' ' + short(e.args?.data?.url ?? e.args?.fileName);
        else if (e.name === 'FunctionCall') k += ' ' + (e.args?.data?.functionName || '') + ' ' + short(e.args?.data?.url);
        else if (!['Layout', 'UpdateLayoutTree', 'ParseHTML', 'MinorGC', 'MajorGC', 'V8.GC_SCAVENGER', 'Paint', 'PrePaint', 'Layerize', 'ParseAuthorStyleSheet', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'RunMicrotasks', 'v8.run', 'v8.callFunction', 'V8.Execute', 'XHRReadyStateChange', 'ResourceReceivedData', 'ResourceFinish', 'HitTest', 'UpdateLayerTree', 'ScheduleStyleRecalculation', 'InvalidateLayout'].includes(e.name)) continue;
        sum.set(k, (sum.get(k) ?? 0) + e.dur);
      }
      // The profile's samples inside the task: inclusive time per named function.
      const incl = new Map();
      for (const [ts, stack] of samples) {
        if (ts < t.ts || ts > t.ts + t.dur) continue;
        for (const k of stack) incl.set(k, (incl.get(k) ?? 0) + sampleUs);
      }
      return {
        fns: [...incl].sort((a, b) => b[1] - a[1]).slice(0, Number(args.fns)).map(([k, v]) => `${k}: ${Math.round(v / 1000)}`),
        at: Math.round((t.ts - t0) / 1000),
        ms: Math.round(t.dur / 1000),
        parts: [...sum].sort((a, b) => b[1] - a[1]).slice(0, 14).map(([k, v]) => `${k}: ${Math.round(v / 1000)}`),
      };
    });
    const lcp = events.filter((e) => e.name === 'largestContentfulPaint::Candidate').map((e) => Math.round((e.ts - t0) / 1000));
    const fcp = events.find((e) => e.name === 'firstContentfulPaint');
    // Lighthouse's simulation multiplies each observed task by its CPU slowdown (4): the
    // blocking time this run's tasks after the first paint would count for, unthrottled.
    const fcpAt = fcp ? Math.round((fcp.ts - t0) / 1000) : 0;
    // Playwright's own injected script (waitForSelector) is no part of the app: left out.
    const est = long.filter((x) => x.at >= fcpAt && !x.parts[0]?.startsWith('EvaluateScript : ')).reduce((s, x) => s + Math.max(0, 4 * x.ms - 50), 0);
    results.push({ estTbt4x: est, fcp: fcp ? Math.round((fcp.ts - t0) / 1000) : null, lcpCandidates: lcp, tbt: long.reduce((s, x) => s + x.ms - 50, 0), long });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.close();
  }
} finally {
  await b.close();
  await server.close();
}
const out = JSON.stringify(results, null, 1);
if (args.out) writeFileSync(args.out, out);
console.log(out);
