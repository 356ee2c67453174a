/** A person's page and invitations (decision 0024): declared with their operations (contract/people/people). */
export type {
  Invitation,
  InvitationStatus,
  PersonApplication,
  PersonMessage,
  PersonPage,
  RoleHistoryItem,
  SignInAccount,
  Suspension,
} from '../operations/people/people.js';
