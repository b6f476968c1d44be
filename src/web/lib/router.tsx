import type { ComponentProps } from 'react';
import {
  Link as WouterLink,
  Redirect,
  useLocation as useWouterLocation,
  useParams,
  useSearch,
  useSearchParams,
} from 'wouter';

/**
 * The few routing primitives the app uses, on wouter (about 2 KB instead of react-router's ~20 KB in
 * the first-screen bundle). Names and shapes follow react-router so screens read familiarly.
 */
export { useParams, useSearchParams };

type LinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: string; replace?: boolean };

export function Link({ to, ...rest }: LinkProps) {
  return <WouterLink to={to} {...rest} />;
}

type NavLinkProps = Omit<LinkProps, 'className'> & { className: (state: { isActive: boolean }) => string };

/** A link that knows whether it points at the current location (tab bars). */
export function NavLink({ className, to, ...rest }: NavLinkProps) {
  const [pathname] = useWouterLocation();
  return <WouterLink to={to} className={className({ isActive: pathname === to })} {...rest} />;
}

export function Navigate({ to, replace }: { to: string; replace?: boolean }) {
  return <Redirect to={to} replace={replace} />;
}

export function useNavigate(): (to: string, options?: { replace?: boolean }) => void {
  const [, navigate] = useWouterLocation();
  return (to, options) => navigate(to, options);
}

export function useLocation(): { pathname: string; search: string } {
  const [pathname] = useWouterLocation();
  const search = useSearch();
  return { pathname, search: search ? `?${search}` : '' };
}
