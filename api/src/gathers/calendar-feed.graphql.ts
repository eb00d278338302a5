// The viewer's calendar feed: the same service as the REST shims under /api/calendar-feed.
import { actorOfContext } from '../core/actor.js'
import { ForbiddenError } from '../core/errors.js'
import { builder } from '../edge/graphql/builder.js'
import { type CalendarFeedLinks, myCalendarFeed, newCalendarFeed, revokeCalendarFeed } from './calendar-feed.service.js'

const CalendarFeed = builder.objectRef<CalendarFeedLinks>('CalendarFeed').implement({
  description:
    'A private address with all your gathers, for calendar apps to subscribe to. Anyone with it can read your gathers: keep it to yourself, or make a new one.',
  fields: (t) => ({
    url: t.exposeString('url', { description: 'The https:// address of the .ics feed.' }),
    webcalUrl: t.exposeString('webcalUrl', {
      description: 'The same address as webcal://, which phones open as a calendar subscription.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When this address was made.' }),
    lastUsedAt: t.expose('lastUsedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When a calendar app last read it (to the hour), or null if none has yet.',
    }),
  }),
})

builder.queryField('calendarFeed', (t) =>
  t.field({
    type: CalendarFeed,
    nullable: true,
    authScopes: { signedIn: true },
    description: 'Your calendar feed, or null while you have none.',
    resolve: (_root, _args, context) => myCalendarFeed(actorOfContext(context)),
  }),
)

builder.mutationFields((t) => ({
  newCalendarFeed: t.field({
    type: CalendarFeed,
    authScopes: { signedIn: true },
    errors: { types: [ForbiddenError] },
    description:
      'Makes your calendar feed, or a new address for it: the previous address stops working. ForbiddenError for an access token (the address is an account secret).',
    resolve: (_root, _args, context) => newCalendarFeed(actorOfContext(context)),
  }),
  revokeCalendarFeed: t.field({
    type: 'Boolean',
    authScopes: { signedIn: true },
    errors: { types: [ForbiddenError] },
    description:
      'Turns your calendar feed off (its address stops working); false if you had none. ForbiddenError for an access token.',
    resolve: (_root, _args, context) => revokeCalendarFeed(actorOfContext(context)),
  }),
}))
