// REST shims for groups. Another person's group answers 404
// 'Group not found' on every call, like a missing one.
import { Hono } from 'hono'
import type { Services } from '../core/context.js'
import { prisma } from '../core/db.js'
import { actorFor, jsonBody, type RestEnv, rest } from '../edge/rest/support.js'
import { groupJson, memberJson } from './group.json.js'
import {
  addGroupMember,
  createGroup,
  deleteGroup,
  listGroups,
  removeGroupMember,
  renameGroup,
  withMembers,
  withUser,
} from './groups.service.js'
import { type GroupAccess, groupRules } from './policy.js'

/** A group as it is after a change, read again as its REST shape needs it. */
const groupAfter = async (id: string, viewer: GroupAccess['viewer']) =>
  groupJson(await prisma().group.findUniqueOrThrow({ where: { id }, include: withMembers }), viewer)

export function groupRoutes(services: Services) {
  const app = new Hono<RestEnv>()

  app.get(
    '/api/groups',
    rest(services, async (c) => {
      const groups = await listGroups(actorFor(services, c))
      c.header('cache-control', 'no-store')
      const viewer = c.get('caller').viewer
      return c.json(groups.map((group) => groupJson(group, viewer)))
    }),
  )

  app.post(
    '/api/groups',
    rest(services, async (c) => {
      const group = await createGroup(actorFor(services, c), await jsonBody(c))
      return c.json(await groupAfter(group.id, c.get('caller').viewer), 201)
    }),
  )

  app.patch(
    '/api/groups/:id',
    rest(services, async (c) => {
      const group = await renameGroup(actorFor(services, c), c.req.param('id'), await jsonBody(c))
      return c.json(await groupAfter(group.id, c.get('caller').viewer))
    }),
  )

  app.delete(
    '/api/groups/:id',
    rest(services, async (c) => {
      await deleteGroup(actorFor(services, c), c.req.param('id'))
      return c.json({ message: 'Group deleted' })
    }),
  )

  app.post(
    '/api/groups/:id/members',
    rest(services, async (c) => {
      const member = await addGroupMember(actorFor(services, c), c.req.param('id'), await jsonBody(c))
      const added = await prisma().groupMember.findUniqueOrThrow({
        where: { id: member.id },
        include: { ...withUser, group: { select: { id: true, ownerId: true } } },
      })
      const shown = groupRules.canSeeMemberGatherIds({ viewer: c.get('caller').viewer, group: added.group })
      return c.json(memberJson(added, shown), 201)
    }),
  )

  app.delete(
    '/api/groups/:id/members/:userId',
    rest(services, async (c) => {
      await removeGroupMember(actorFor(services, c), c.req.param('id'), c.req.param('userId'))
      return c.json({ message: 'Member removed' })
    }),
  )

  return app
}
