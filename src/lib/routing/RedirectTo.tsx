import { Navigate, useLocation } from 'react-router';

/** A redirect that keeps the query string (`?lang=ar`, a list's filters). */
export function RedirectTo({ pathname }: { pathname: string }) {
  const { search } = useLocation();
  return <Navigate to={{ pathname, search }} replace />;
}
