import { z } from 'zod';

// Zod compiles fast object parsers with `new Function`, after probing whether eval is allowed.
// The pages' content security policy forbids eval, and the probe alone reports a violation, so
// the browser's zod runs without compiling (imported first in main.tsx, before any schema).
z.config({ jitless: true });
