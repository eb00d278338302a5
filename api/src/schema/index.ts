import { builder } from '../builder.js'
import './errors.js'
import './user.js'
import './account.js'
import './meetup.js'
import './live.js'
import './manage.js'
import './place.js'
import './group.js'
import './banner.js'
import './calendar-feed.js'
import './access-token.js'

export const schema = builder.toSchema({ sortSchema: true })
