/*
 * Zod compiles a fast parser per object schema with `new Function`, which the Content-Security-
 * Policy (no 'unsafe-eval') refuses: every page with a form reported a CSP violation (Lighthouse
 * Best Practices). Zod decides when a schema is built, reading its settings from this global, which
 * every copy of zod shares (zod/v4/core/core.js); main.tsx imports this module first, before any
 * schema exists. Setting the global spares the home route zod itself: importing zod's config()
 * adds 10 kB gzip to it.
 */
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = {
  jitless: true,
};
