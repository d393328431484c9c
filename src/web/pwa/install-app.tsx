import { StoreBadgeList } from '../ui/store-badges';
import type { SiteInfo } from '../site';
import { useInstallPrompt } from './install-prompt';

/**
 * "Our Apps" (/consumer-booking#downloads): the site installs as an app (docs/decisions/042).
 * Where the browser offers installation (Chrome, Edge), a button makes the offer; on iPhone
 * and iPad, Safari's Add to Home Screen is explained; the store badges appear only for the
 * store pages that are configured.
 */
export function InstallApp({ site }: { site: SiteInfo }) {
  const { offer, installed, used } = useInstallPrompt();
  const install = async () => {
    if (!offer) return;
    await offer.prompt();
    await offer.userChoice;
    used();
  };
  return (
    <div className="install-app">
      {installed ? (
        <p className="install-app__status" role="status">
          You are using the {site.brandName} app.
        </p>
      ) : (
        offer && (
          <button type="button" className="button button--primary" onClick={() => void install()}>
            Install the app
          </button>
        )
      )}
      <ul className="install-app__how">
        <li>
          <strong>iPhone and iPad:</strong> open this page in Safari, tap Share, then <em>Add to Home Screen</em>.
        </li>
        <li>
          <strong>Android and computers:</strong> in Chrome or Edge, choose <em>Install app</em> (or{' '}
          <em>Add to Home screen</em>) in the browser&rsquo;s menu.
        </li>
      </ul>
      <p className="install-app__note">
        The app opens on My Trips, keeps the trips you have opened readable without a connection, and can notify you
        about your flights.
      </p>
      <StoreBadgeList site={site} installLink={false} />
    </div>
  );
}
