import { Link } from 'react-router';
import { useSite } from '../../shell/root-data';
import { telHref } from '../../site';
import { LegalDocument, type LegalSection } from './legal-document';

/** The Privacy Policy (spec 001 sections 5, 6 and 9): what we collect, why, with whom, and your rights. */
export function Component() {
  const { brandName: brand, conciergeEmail, conciergePhone } = useSite();
  const email = <a href={`mailto:${conciergeEmail}`}>{conciergeEmail}</a>;
  const phone = <a href={telHref(conciergePhone)}>{conciergePhone}</a>;

  const sections: LegalSection[] = [
    {
      id: 'scope',
      title: 'Who we are and what this policy covers',
      body: (
        <p>
          {brand} arranges private charter flights operated by US Part 135 air carriers (“Operators”). This policy
          explains how {brand} collects, uses and shares personal information when you use our website, mobile apps and
          concierge services, and the choices and rights you have. It applies to Customers and to the Passengers they
          book for.
        </p>
      ),
    },
    {
      id: 'information-we-collect',
      title: 'Information we collect',
      body: (
        <>
          <p>We collect the information you give us, information about your trips, and information from your device:</p>
          <ul>
            <li>
              <strong>Contact details:</strong> first and last name, physical address, e-mail address and mobile phone
              number, and the contact details of Passengers and emergency contacts you add.
            </li>
            <li>
              <strong>Payment details:</strong> card details are entered directly into our payment provider’s secure
              form; we keep only what we need to identify the payment and the history of your payments, wallet and
              rewards.
            </li>
            <li>
              <strong>Date of birth</strong> of each Passenger, which Operators and security rules require.
            </li>
            <li>
              <strong>Government ID:</strong> passport number, expiry date and issuing country, and other identification
              required to fly, particularly for international trips.
            </li>
            <li>
              <strong>Geo-location:</strong> your approximate location, when you allow it, to suggest nearby airports
              and improve search results.
            </li>
            <li>
              <strong>Device data:</strong> IP address, browser and device type, operating system, app version, pages
              viewed and the dates and times of your visits.
            </li>
            <li>
              <strong>Trip information:</strong> searches, itineraries, add-ons (such as catering and ground
              transportation) and your communications with the concierge.
            </li>
          </ul>
          <p>
            If you sign in with Apple, Google or Facebook, we receive the name and e-mail address that service shares
            with us.
          </p>
        </>
      ),
    },
    {
      id: 'how-we-use-information',
      title: 'How we use information',
      body: (
        <ul>
          <li>to create and manage your account, and to search, price, book and confirm your flights;</li>
          <li>to process payments, refunds, wallet deposits and rewards, and to prevent fraud;</li>
          <li>to send your confirmations, itineraries and other transactional messages about your trips;</li>
          <li>to meet aviation, security, immigration and other legal requirements;</li>
          <li>to provide concierge support and answer your requests;</li>
          <li>to understand how the Service is used and improve it;</li>
          <li>
            with your permission where the law requires it, to send you news and offers (you can opt out at any time).
          </li>
        </ul>
      ),
    },
    {
      id: 'sharing',
      title: 'How we share information',
      body: (
        <>
          <p>We do not sell your personal information. We share it only:</p>
          <ul>
            <li>
              <strong>With service providers</strong> who work on our behalf (payment processing, hosting, e-mail,
              analytics, customer support, ground transportation and catering), under contracts that limit their use of
              it to the service they provide.
            </li>
            <li>
              <strong>With Operators:</strong> the Operator of a reserved or chartered flight receives the Customer’s
              contact details and the personal information of its Passengers needed to operate the flight and meet its
              legal duties.
            </li>
            <li>
              <strong>For legal reasons:</strong> when the law, a court order or a government authority (including
              aviation, customs and security agencies) requires it, or to protect the rights, property and safety of{' '}
              {brand}, our Customers, Passengers or others.
            </li>
            <li>
              <strong>In business transfers:</strong> if {brand} is involved in a merger, acquisition, financing or sale
              of assets, personal information may be transferred as part of that transaction, subject to this policy.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'analytics',
      title: 'Analytics, cookies and Do-Not-Track',
      body: (
        <>
          <p>
            We use an analytics service to understand how visitors use our website and apps. It collects device data and
            usage information through cookies and similar technologies. We also use cookies that the Service needs to
            work, such as keeping you signed in and remembering a search in progress.
          </p>
          <p>
            Some browsers send a “Do-Not-Track” signal. There is no common standard for responding to it, and the
            Service does not currently respond to Do-Not-Track signals.
          </p>
        </>
      ),
    },
    {
      id: 'children',
      title: 'Children and passengers under 16',
      body: (
        <p>
          The Service is not directed to children, and accounts are for adults only. When a Customer books a flight for
          a passenger under 16, we collect that passenger’s travel data (such as name, date of birth and passport
          details) only to provide the service and to meet aviation and security rules, with the consent of a parent or
          legal guardian. We do not use it for marketing.
        </p>
      ),
    },
    {
      id: 'your-choices',
      title: 'Your account and your choices',
      body: (
        <ul>
          <li>
            You may review, update or modify your account data at any time on your account page, and delete your account
            from the account menu.
          </li>
          <li>
            You may opt out of promotional e-mails with the unsubscribe link in any of them, in your notification
            settings, or by writing to {email}. We will still send transactional messages, such as booking
            confirmations, itineraries and payment receipts, which are needed to provide the Service.
          </li>
          <li>You may turn e-mail, app notifications and text messages on or off in your notification settings.</li>
        </ul>
      ),
    },
    {
      id: 'california',
      title: 'Your California privacy rights',
      body: (
        <>
          <p>
            If you live in California, the California Consumer Privacy Act (CCPA) gives you the right to know what
            personal information we collect, use and disclose; to ask us to delete it or correct it; to opt out of any
            sale or sharing of it (we do not sell it); and not to be treated differently for using these rights.
          </p>
          <p>
            To make a request, write to {email} or call {phone}. We will verify your identity before acting on it. We
            answer requests within 45 days; when we need more time we will tell you, and may extend this period to a
            total of 90 days. You may use an authorised agent to make a request on your behalf.
          </p>
        </>
      ),
    },
    {
      id: 'nevada',
      title: 'Your Nevada privacy rights',
      body: (
        <>
          <p>
            Nevada residents may ask us not to sell the covered information we hold about them. We do not sell personal
            information, but you may still send an opt-out request to {email}. Your request must include your full name,
            street address, city, state, zip code and e-mail address.
          </p>
          <p>
            We will answer within 60 days of receiving a verified request, and may need up to 30 more days, in which
            case we will tell you.
          </p>
        </>
      ),
    },
    {
      id: 'european-union',
      title: 'Your rights in the European Union',
      body: (
        <>
          <p>
            If you are in the European Union (or the European Economic Area, the United Kingdom or Switzerland), we
            process your personal information to perform our contract with you (booking your flights), to meet legal
            obligations, for our legitimate interests in running and improving the Service, and with your consent for
            marketing. You have the right to access, correct, delete or receive a copy of your personal information, to
            restrict or object to its processing, and to withdraw consent at any time.
          </p>
          <p>
            Write to {email} to use these rights. You may also complain to the data protection authority where you live.
            When we transfer your information to the United States, we protect it with appropriate safeguards such as
            standard contractual clauses.
          </p>
        </>
      ),
    },
    {
      id: 'security',
      title: 'Security',
      body: (
        <p>
          We protect personal information with administrative, technical and physical safeguards: encrypted connections,
          hashed passwords, restricted access, and card details that never reach our servers. No system is perfectly
          secure, so please keep your password private and tell us at once if you suspect misuse of your account.
        </p>
      ),
    },
    {
      id: 'retention',
      title: 'How long we keep information',
      body: (
        <p>
          We keep personal information for as long as your account is open and as long as needed to provide the Service,
          and afterwards only as long as the law requires us to keep records (for example tax, accounting and aviation
          records) or to resolve disputes and enforce our agreements. When you delete your account, we delete or
          anonymise the information we no longer need.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      body: (
        <p>
          We may update this policy from time to time. The date at the top of this page shows when it last changed; if a
          change is significant we will tell you by e-mail or in the app. This policy is part of our{' '}
          <Link to="/terms-of-service">Terms of Service</Link>.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact us',
      body: (
        <p>
          Questions or requests about your privacy: write to {email} or call {phone}. Our Flight Concierge Team is
          available 24/7.
        </p>
      ),
    },
  ];

  return (
    <LegalDocument
      title="Privacy Policy"
      description={`How ${brand} collects, uses, shares and protects your personal information, and the choices and rights you have.`}
      updated="May 24, 2022"
      intro={
        <p>
          Your privacy matters to us. This policy describes the personal information {brand} collects when you fly with
          us, how we use and share it, and how you can exercise your rights.
        </p>
      }
      sections={sections}
    />
  );
}
