// relay-compiler: reads the schema printed from the Pothos schema, writes artifacts under
// web/src/__generated__ (committed, checked in CI). Named exports, not a default one: the
// compiler require()s this ES module and reads its fields directly.
export const src = './web/src'
export const schema = './schema.graphql'
export const language = 'typescript'
export const artifactDirectory = './web/src/__generated__'
export const excludes = ['**/node_modules/**', '**/__generated__/**']
export const eagerEsModules = true
