// REST shims for groups. Another person's group answers 404
// 'Group not found' on every call, like a missing one.
import { Hono } from 'hono'
import { z } from 'zod'
import type { Services } from '../core/context.js'
import { prisma } from '../core/db.js'
import { describer, messageAnswer } from '../edge/rest/describe.js'
import { actorFor, jsonBody, type RestEnv, rest } from '../edge/rest/support.js'
import { groupJson, groupShape, memberJson, memberShape } from './group.json.js'
import {
  addGroupMember,
  byGatherIdOrEmail,
  contactInput,
  createGroup,
  deleteGroup,
  groupInput,
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

const doc = describer('Groups')
const groupId = { id: "The group's id" }
const notYours = { 404: "Group not found: a missing group and another person's alike" }
const invalid = 'Invalid input: the message names the field at fault'
const docs = {
  list: doc({
    summary: 'Your groups',
    who: 'signed-in',
    ok: { description: 'Your groups with their members', schema: z.array(groupShape) },
  }),
  create: doc({
    summary: 'Make a group',
    who: 'signed-in',
    body: groupInput,
    ok: { status: 201, description: 'The new group', schema: groupShape },
    errors: { 400: `${invalid}, or too many groups` },
  }),
  rename: doc({
    summary: 'Rename a group',
    who: 'signed-in',
    params: groupId,
    body: groupInput,
    ok: { description: 'The group as it is now', schema: groupShape },
    errors: { 400: invalid, ...notYours },
  }),
  remove: doc({
    summary: 'Delete a group',
    who: 'signed-in',
    params: groupId,
    ok: { description: 'Deleted', schema: messageAnswer() },
    errors: notYours,
  }),
  addMember: doc({
    summary: 'Add a member',
    description: 'A person by Gather ID (or an e-mail address, kept as a contact), or a device contact.',
    who: 'signed-in',
    params: groupId,
    body: z.union([byGatherIdOrEmail, contactInput]),
    ok: { status: 201, description: 'The new member', schema: memberShape },
    errors: {
      400: `${invalid}, or a full group`,
      404: 'Group not found, or no one has that Gather ID',
      409: 'Already a member',
    },
  }),
  removeMember: doc({
    summary: 'Remove a member',
    who: 'signed-in',
    params: { ...groupId, userId: "The member's id" },
    ok: { description: 'Removed', schema: messageAnswer() },
    errors: notYours,
  }),
}

export function groupRoutes(services: Services) {
  const app = new Hono<RestEnv>()

  app.get(
    '/api/groups',
    docs.list,
    rest(services, async (c) => {
      const groups = await listGroups(actorFor(services, c))
      c.header('cache-control', 'no-store')
      const viewer = c.get('caller').viewer
      return c.json(groups.map((group) => groupJson(group, viewer)))
    }),
  )

  app.post(
    '/api/groups',
    docs.create,
    rest(services, async (c) => {
      const group = await createGroup(actorFor(services, c), await jsonBody(c))
      return c.json(await groupAfter(group.id, c.get('caller').viewer), 201)
    }),
  )

  app.patch(
    '/api/groups/:id',
    docs.rename,
    rest(services, async (c) => {
      const group = await renameGroup(actorFor(services, c), c.req.param('id'), await jsonBody(c))
      return c.json(await groupAfter(group.id, c.get('caller').viewer))
    }),
  )

  app.delete(
    '/api/groups/:id',
    docs.remove,
    rest(services, async (c) => {
      await deleteGroup(actorFor(services, c), c.req.param('id'))
      return c.json({ message: 'Group deleted' })
    }),
  )

  app.post(
    '/api/groups/:id/members',
    docs.addMember,
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
    docs.removeMember,
    rest(services, async (c) => {
      await removeGroupMember(actorFor(services, c), c.req.param('id'), c.req.param('userId'))
      return c.json({ message: 'Member removed' })
    }),
  )

  return app
}
