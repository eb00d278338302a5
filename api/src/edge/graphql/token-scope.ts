// A request made with a personal access token asks the token rule (tokenMay) before any mutation
// runs, over HTTP and graphql-ws alike: a `read` token is refused (403) with nothing done. What a
// token may never do (the account, sign-in, the tokens) is refused by those services themselves.
import { GraphQLError } from 'graphql'
import type { Plugin } from 'graphql-yoga'
import { tokenMay, tokenRefusals } from '../../accounts/access-tokens.service.js'
import type { Context } from './context.js'
import { selectedOperation } from './cost.js'

export function tokenScopePlugin(): Plugin<Context> {
  return {
    onExecute: ({ args, setResultAndStopExecution }) => {
      const { accessToken } = args.contextValue as Context
      if (!accessToken) return
      if (selectedOperation(args.document, args.operationName)?.operation !== 'mutation') return
      if (tokenMay(accessToken, 'write')) return
      setResultAndStopExecution({
        errors: [
          new GraphQLError(tokenRefusals.write, {
            extensions: { code: 'ForbiddenError', http: { status: 403 } },
          }),
        ],
      })
    },
  }
}
