// Zod compiles validators with `new Function` unless told not to, and probes for it when the first
// schema is built — before any application module could configure it. The CSP forbids eval, so
// the probe would be reported as a violation: switch it off on the page's global before the bundle.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
