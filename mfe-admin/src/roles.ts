// The roles' readable names live with the roles, so the service's e-mails name them the same way.
export { ROLE_LABELS, roleComplement, roleLabel } from '@sla/permissions';
