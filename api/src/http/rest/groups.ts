// REST shims for groups (spec 001 section 7 "Groups"). Another person's group answers 404
// 'Group not found' on every call, like a missing one.
import { Hono } from 'hono'
import type { Services } from '../../context.js'
import {
  addGroupMember,
  createGroup,
  deleteGroup,
  groupJson,
  listGroupsJson,
  memberJson,
  type RestGroup,
  type RestMember,
  removeGroupMember,
  renameGroup,
  restGroupQuery,
  restMemberQuery,
} from '../../groups/groups.service.js'
import { jsonBody, type RestEnv, requireViewer, rest } from './support.js'

export function groupRoutes(services: Services) {
  const app = new Hono<RestEnv>()

  app.get(
    '/api/groups',
    rest(services, async (c) => {
      const viewer = requireViewer(c)
      c.header('cache-control', 'no-store')
      return c.json(await listGroupsJson(viewer.id))
    }),
  )

  app.post(
    '/api/groups',
    rest(services, async (c) => {
      const viewer = requireViewer(c)
      // The service returns what the query asked for: here the REST include.
      const group = (await createGroup(viewer.id, await jsonBody(c), restGroupQuery)) as RestGroup
      return c.json(groupJson(group), 201)
    }),
  )

  app.patch(
    '/api/groups/:id',
    rest(services, async (c) => {
      const viewer = requireViewer(c)
      const group = await renameGroup(services, viewer.id, c.req.param('id'), await jsonBody(c), restGroupQuery)
      return c.json(groupJson(group as RestGroup))
    }),
  )

  app.delete(
    '/api/groups/:id',
    rest(services, async (c) => {
      const viewer = requireViewer(c)
      await deleteGroup(services, viewer.id, c.req.param('id'))
      return c.json({ message: 'Group deleted' })
    }),
  )

  app.post(
    '/api/groups/:id/members',
    rest(services, async (c) => {
      const viewer = requireViewer(c)
      const member = await addGroupMember(services, viewer.id, c.req.param('id'), await jsonBody(c), restMemberQuery)
      return c.json(memberJson(member as RestMember), 201)
    }),
  )

  app.delete(
    '/api/groups/:id/members/:userId',
    rest(services, async (c) => {
      const viewer = requireViewer(c)
      await removeGroupMember(services, viewer.id, c.req.param('id'), c.req.param('userId'))
      return c.json({ message: 'Member removed' })
    }),
  )

  return app
}
