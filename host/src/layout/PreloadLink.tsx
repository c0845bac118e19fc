import { NavLink, type NavLinkProps } from 'react-router-dom';
import { useRemoteLoader } from '../federation/RemoteLoaderContext';
import { remotePageOfPath } from '../routing/routeTable';

/** A nav link that warms the remote behind its route on hover or focus (DESIGN: preload on nav hover). */
export function PreloadLink(props: NavLinkProps & { to: string }) {
  const loader = useRemoteLoader();
  const warm = () => {
    const target = remotePageOfPath(props.to);
    if (target) loader.preload(target.remote, [target.page]);
  };
  return <NavLink {...props} onMouseEnter={warm} onFocus={warm} />;
}
