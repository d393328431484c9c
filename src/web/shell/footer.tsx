import { Link } from 'react-router';
import { useSite } from './root-data';

export function Footer() {
  const site = useSite();
  return (
    <footer className="footer">
      <Link to="/">{site.brandName}</Link>
      <nav aria-label="Footer">
        <Link to="/faq">FAQ</Link>
      </nav>
    </footer>
  );
}
