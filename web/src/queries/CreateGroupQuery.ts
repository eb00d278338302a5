import { graphql } from 'react-relay'

/** A Group Gather's group: its name and how many will be invited. */
export const CreateGroupQueryNode = graphql`
  query CreateGroupQuery($id: ID!) {
    node(id: $id) {
      ... on Group { name inviteeCount }
    }
  }
`

/** The group's global id from the raw id in ?groupId= (Relay ids are base64 of 'Type:id'). */
export const groupNodeId = (groupId: string) => btoa(`Group:${groupId}`)
