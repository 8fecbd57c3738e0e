import { useApi } from '../../lib/ApiProvider';

/** GET /api/auth/user/: the signed-in user as the server has them now. */
export const useCurrentUser = () => useApi().useQuery('get', '/api/auth/user/');

/** The query key prefix of GET /api/auth/user/ (openapi-react-query: [method, path, init]). */
export const CURRENT_USER_KEY = ['get', '/api/auth/user/'] as const;
