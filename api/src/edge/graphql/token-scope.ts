// A request made with a personal access token is judged by the token rule (tokens.policy.ts) before
// any mutation runs, over HTTP and graphql-ws alike: a `read` token is refused (403) with nothing
// done. What a token may never do (the account, sign-in, the tokens) is refused by those services.
import { GraphQLError } from 'graphql'
import type { Plugin } from 'graphql-yoga'
import { graphqlUse, tokenRefusal } from '../../accounts/tokens.policy.js'
import type { Context } from './context.js'
import { selectedOperation } from './cost.js'

export function tokenScopePlugin(): Plugin<Context> {
  return {
    onExecute: ({ args, setResultAndStopExecution }) => {
      const { accessToken } = args.contextValue as Context
      if (!accessToken) return
      const operation = selectedOperation(args.document, args.operationName)?.operation
      const refusal = tokenRefusal(accessToken, graphqlUse(operation))
      if (!refusal) return
      setResultAndStopExecution({
        errors: [
          new GraphQLError(refusal.message, { extensions: { code: refusal.code, http: { status: refusal.status } } }),
        ],
      })
    },
  }
}
