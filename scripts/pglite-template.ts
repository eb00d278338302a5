// Builds dist/pglite-template: a migrated embedded database that a new DATA_DIR starts from.
import { createPgliteTemplate, pgliteTemplateDir } from '../api/src/core/db/template.js'

const applied = await createPgliteTemplate()
console.log(`PGlite template with ${applied.length} migrations in ${pgliteTemplateDir}`)
