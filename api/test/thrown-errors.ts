// Which typed errors (subclasses of AppError) a root GraphQL field can throw, read from the source:
// everything its resolver reaches through calls into api/src, transitively. It over-approximates
// on purpose (a branch never taken still counts), with three readings that keep it to what can
// really fail, each explained where it is applied:
// - errors a `try`, `.catch(h)` or `.then(ok, h)` handles without rethrowing are not thrown;
// - `if (!viewer) throw new UnauthorizedError()` is the signed-out case, which a field with
//   `authScopes: { signedIn: true }` refuses before its resolver runs;
// - a call the type checker cannot follow (an adapter behind an interface, a library) throws
//   nothing typed: adapters and libraries do not know our error classes.
import path from 'node:path'
import ts from 'typescript'

const root = path.resolve(import.meta.dirname, '../..')
const sourceDir = path.join(root, 'api/src')

export interface RootField {
  kind: 'Query' | 'Mutation' | 'Subscription'
  name: string
  /** Where it is defined, relative to api/src. */
  file: string
  signedInOnly: boolean
  /** Declares `errors` (a result union). */
  hasUnion: boolean
  /** Each typed error it can throw (a class name), where it is constructed, and its ancestors. */
  throws: Map<string, { where: string; ancestors: string[] }>
}

const isOurs = (node: ts.Node) => {
  const file = node.getSourceFile().fileName
  return file.startsWith(sourceDir) && !file.includes('/generated/')
}

const relative = (node: ts.Node) => path.relative(sourceDir, node.getSourceFile().fileName)

function program() {
  const read = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile)
  const config = ts.parseJsonConfigFileContent(read.config, ts.sys, root)
  const files = config.fileNames.filter((f) => f.startsWith(sourceDir) && !f.includes('/generated/'))
  // Only our files, without libraries: resolving our own calls needs nothing more (3 s, not 20).
  return ts.createProgram(files, { ...config.options, noResolve: true, noLib: true, types: [] })
}

export function rootFieldsAndTheirErrors(): RootField[] {
  const built = program()
  const checker = built.getTypeChecker()

  const declarationOf = (expression: ts.Node): ts.Node | undefined => {
    let symbol = checker.getSymbolAtLocation(expression)
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol)
    const declaration = symbol?.valueDeclaration ?? symbol?.declarations?.[0]
    if (!declaration || !isOurs(declaration)) return undefined
    if (ts.isVariableDeclaration(declaration) || ts.isPropertyAssignment(declaration)) return declaration.initializer
    if (ts.isPropertyDeclaration(declaration)) return declaration.initializer
    return declaration
  }

  /** The classes `expression` names and extends, itself first, if it is an AppError; else null. */
  const appErrorLineage = (expression: ts.Expression): string[] | null => {
    const lineage: string[] = []
    let declaration = declarationOf(expression)
    while (declaration && ts.isClassDeclaration(declaration) && declaration.name) {
      lineage.push(declaration.name.text)
      if (declaration.name.text === 'AppError' && relative(declaration) === 'core/errors.ts') return lineage
      const base = declaration.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword)?.types[0]
      declaration = base ? declarationOf(base.expression) : undefined
    }
    return null
  }

  /** The function (or variable) a node sits in, to say where an error comes from. */
  const placeOf = (node: ts.Node) => {
    for (let n: ts.Node | undefined = node; n; n = n.parent) {
      if ((ts.isFunctionDeclaration(n) || ts.isMethodDeclaration(n)) && n.name)
        return `${relative(n)}: ${n.name.getText()}`
      if (ts.isVariableDeclaration(n) || ts.isPropertyAssignment(n)) return `${relative(n)}: ${n.name.getText()}`
    }
    return relative(node)
  }

  /** `if (!viewer) throw new UnauthorizedError()`: the signed-out case. */
  const signedOutGuard = (node: ts.Node) => {
    for (let n = node.parent; n && !ts.isFunctionLike(n); n = n.parent) {
      if (ts.isIfStatement(n)) return /^!\s*([\w.]+\.)?viewer$/.test(n.expression.getText())
    }
    return false
  }

  /** A handler rethrows what it caught (`throw error`), so what it handles still propagates. */
  const rethrows = (handler: ts.Node | undefined, caught: string | undefined) => {
    if (!handler || !caught) return false
    let found = false
    const visit = (n: ts.Node) => {
      if (ts.isThrowStatement(n) && n.expression && ts.isIdentifier(n.expression) && n.expression.text === caught) {
        found = true
      }
      if (!found) ts.forEachChild(n, visit)
    }
    visit(handler)
    return found
  }

  const handlerRethrows = (handler: ts.Expression | undefined) => {
    if (!handler) return true
    if (!ts.isArrowFunction(handler) && !ts.isFunctionExpression(handler)) return true
    const parameter = handler.parameters[0]?.name
    return rethrows(handler.body, parameter && ts.isIdentifier(parameter) ? parameter.text : undefined)
  }

  function errorsOf(start: ts.Node, signedInOnly: boolean) {
    const found: RootField['throws'] = new Map()
    const walked = new Set<ts.Node>()
    const follow = (target: ts.Node | undefined) => {
      if (!target || walked.has(target)) return
      walked.add(target)
      visit(target)
    }
    const visit = (node: ts.Node): void => {
      if (ts.isTryStatement(node)) {
        const caught = node.catchClause?.variableDeclaration?.name
        const handled = node.catchClause && !rethrows(node.catchClause.block, caught?.getText())
        if (!handled) visit(node.tryBlock)
        if (node.catchClause) visit(node.catchClause.block)
        if (node.finallyBlock) visit(node.finallyBlock)
        return
      }
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
        const method = node.expression.name.text
        const handler =
          method === 'catch'
            ? node.arguments[0]
            : method === 'then' && node.arguments.length === 2
              ? node.arguments[1]
              : undefined
        if (handler && !handlerRethrows(handler)) {
          for (const argument of node.arguments) visit(argument)
          return
        }
      }
      if (ts.isNewExpression(node)) {
        const [name, ...ancestors] = appErrorLineage(node.expression) ?? []
        if (name && !found.has(name) && !(signedInOnly && name === 'UnauthorizedError' && signedOutGuard(node))) {
          found.set(name, { where: placeOf(node), ancestors })
        }
      }
      if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
        follow(declarationOf(node.expression))
        // A function passed along (a callback) may be called by the callee.
        for (const argument of node.arguments ?? []) {
          if (ts.isIdentifier(argument) || ts.isPropertyAccessExpression(argument)) {
            const target = declarationOf(argument)
            if (target && ts.isFunctionLike(target)) follow(target)
          }
        }
      }
      ts.forEachChild(node, visit)
    }
    visit(start)
    return found
  }

  const fields: RootField[] = []
  const kinds = { query: 'Query', mutation: 'Mutation', subscription: 'Subscription' } as const
  for (const file of built.getSourceFiles()) {
    if (!isOurs(file) || !file.fileName.endsWith('graphql.ts')) continue
    const visit = (node: ts.Node): void => {
      const call = ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) ? node : null
      const [receiver, method] = call ? call.expression.getText().split('.') : []
      const match = /^(query|mutation|subscription)Fields?$/.exec(method ?? '')
      if (!call || !match || receiver !== 'builder') {
        ts.forEachChild(node, visit)
        return
      }
      const kind = kinds[match[1] as keyof typeof kinds]
      const single = call.arguments[0] && ts.isStringLiteral(call.arguments[0]) ? call.arguments[0].text : null
      const define = (name: string, options: ts.ObjectLiteralExpression) => {
        // `errors,` (shorthand) or `errors: …`; the value of a shorthand is the variable it names.
        const option = (key: string) => {
          const found = options.properties.find((p) => p.name?.getText() === key)
          return found && (ts.isPropertyAssignment(found) || ts.isShorthandPropertyAssignment(found))
            ? found
            : undefined
        }
        const value = (p: ts.PropertyAssignment | ts.ShorthandPropertyAssignment | undefined) =>
          p && ts.isPropertyAssignment(p) ? p.initializer : p
        const signedInOnly = /signedIn:\s*true/.test(value(option('authScopes'))?.getText() ?? '')
        const resolver = value(option(kind === 'Subscription' ? 'subscribe' : 'resolve') ?? option('resolve'))
        fields.push({
          kind,
          name,
          file: relative(options),
          signedInOnly,
          hasUnion: option('errors') !== undefined,
          throws: resolver ? errorsOf(resolver, signedInOnly) : new Map(),
        })
      }
      const collect = (n: ts.Node): void => {
        // `name: t.field({...})` in xFields, or `t.field({...})` in xField('name', ...).
        const fieldCall = ts.isPropertyAssignment(n) ? n.initializer : n
        if (ts.isCallExpression(fieldCall) && fieldCall.expression.getText().startsWith('t.')) {
          const options = fieldCall.arguments[0]
          const name = ts.isPropertyAssignment(n) ? n.name.getText() : single
          if (name && options && ts.isObjectLiteralExpression(options)) {
            define(name, options)
            return
          }
        }
        ts.forEachChild(n, collect)
      }
      for (const argument of call.arguments) collect(argument)
    }
    visit(file)
  }
  return fields
}
