import { Link, NavLink } from 'react-router';
import { useSite } from './root-data';

export function Header({ theme }: { theme: 'light' | 'dark' }) {
  const site = useSite();
  return (
    <header className={`header header--${theme}`}>
      <Link to="/" className="header__logo" aria-label={`${site.brandName} home`}>
        {site.brandName}
      </Link>
      <nav aria-label="Main">
        <ul className="header__nav">
          <li>
            <NavLink to="/aircraft">Aircraft</NavLink>
          </li>
          <li>
            <NavLink to="/concierge">Concierge</NavLink>
          </li>
          <li>
            <NavLink to="/iq-platform">IQ Platform</NavLink>
          </li>
        </ul>
      </nav>
    </header>
  );
}
