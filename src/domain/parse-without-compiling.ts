/**
 * zod's parse options for the browser's replies and URLs. By default zod compiles a function for
 * each object schema on its first parse, which pays off over many parses (the server) but not on a
 * page load, where nearly every parse is a schema's first: the market reply's first parse took
 * 10-11 ms with compiling and 5.5-6.5 ms without, later parses 0.5 and 0.8-1 ms (Node, this machine).
 */
export const withoutCompiling = { jitless: true } as const;
