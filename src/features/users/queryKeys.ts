/** Query-key prefix (openapi-react-query: [method, path, init]) to invalidate after changes. */
export const USER_SECURITY_ROLES_KEY = ['get', '/api/users/{id}/security-roles/'] as const;
