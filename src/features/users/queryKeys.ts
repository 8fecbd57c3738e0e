/** Query-key prefixes (openapi-react-query: [method, path, init]) to invalidate after changes. */
export const USERS_KEY = ['get', '/api/users/'] as const;
export const USER_KEY = ['get', '/api/users/{id}/'] as const;
export const USER_SECURITY_ROLES_KEY = ['get', '/api/users/{id}/security-roles/'] as const;
