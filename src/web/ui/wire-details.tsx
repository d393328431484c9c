import type { WireTransferDetails } from '../../core/payments/wire-transfer';
import './wire-details.css';

/** The bank details a wire transfer is sent to (configuration), with the amount and reference. */
export function WireDetails({
  details,
  amount,
  reference,
}: {
  details: WireTransferDetails;
  amount?: string;
  reference: string;
}) {
  return (
    <dl className="wire-details">
      {amount ? (
        <>
          <dt>Amount</dt>
          <dd>{amount}</dd>
        </>
      ) : null}
      <dt>Bank</dt>
      <dd>{details.bankName}</dd>
      <dt>Bank address</dt>
      <dd>{details.bankAddress}</dd>
      <dt>Account name</dt>
      <dd>{details.accountName}</dd>
      <dt>Account number</dt>
      <dd>{details.accountNumber}</dd>
      <dt>Routing number (ABA)</dt>
      <dd>{details.routingNumber}</dd>
      <dt>SWIFT</dt>
      <dd>{details.swiftCode}</dd>
      <dt>Reference</dt>
      <dd>{reference}</dd>
    </dl>
  );
}
