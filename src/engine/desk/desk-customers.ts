import { rewardBalance, type RewardEntry } from '../../core/ledger/rewards';
import type { ToldLeg } from '../../../ports/route-watches';
import type { RouteWatch } from '../../core/watches/watch-rules';
import {
  depositAllowed,
  walletBalance,
  WALLET_MINIMUM_INITIAL_DEPOSIT,
  type WalletEntry,
} from '../../core/ledger/wallet';
import { formatUsd, type Cents } from '../../core/money';
import type { Booking } from '../../../ports/charter/booking-store';
import type { CustomerRecord } from '../../../ports/support-desk';
import type { DeskDeps } from './desk-deps';
import { Auditor, deskFail, deskOk, NOT_FOUND, type DeskResult, type StaffCaller } from './staff-caller';

export interface DeskCustomerView {
  customer: CustomerRecord;
  /** Their trips, newest first (drafts left out). */
  bookings: Booking[];
  wallet: { balance: Cents; entries: WalletEntry[] };
  rewards: { balance: Cents; entries: RewardEntry[] };
  /** Their route watches, newest first, and the legs the alerts told (the latest 50). */
  watches: RouteWatch[];
  told: ToldLeg[];
}

export const WALLET_MESSAGES = {
  FIRST_DEPOSIT: `A wallet opens with at least ${formatUsd(WALLET_MINIMUM_INITIAL_DEPOSIT, { wholeDollars: true })}.`,
  ALREADY_CREDITED: 'This wire reference has been credited already; nothing changed.',
  NOT_A_CUSTOMER: 'Only a customer account has a wallet.',
} as const;

/**
 * The back office's work on customers: the whole account (profile, trips, wallet, rewards) and
 * the prepaid wallet, set up and topped up from a wire the customer sent (spec 001: "The wallet
 * is prepaid, set up by contacting the provider. Minimum initial deposit $25,000"). Audited.
 */
export class DeskCustomers {
  private readonly audit: Auditor;

  constructor(private readonly deps: DeskDeps) {
    this.audit = new Auditor(deps.audit, deps.clock);
  }

  async find(staff: StaffCaller, text: string): Promise<CustomerRecord[]> {
    const found = await this.deps.desk.findCustomers(text, 25);
    await this.audit.record(staff, 'desk.customers.search', { details: `"${text}"`, found: found.length > 0 });
    return found;
  }

  async view(staff: StaffCaller, userId: string): Promise<DeskResult<DeskCustomerView>> {
    const customer = await this.deps.desk.account(userId);
    await this.audit.record(staff, 'desk.customer.read', { customerUserId: userId, found: customer !== null });
    if (!customer) return NOT_FOUND;
    const [bookings, wallet, rewards, watches, told] = await Promise.all([
      this.deps.bookings.ofCustomer(userId),
      this.deps.ledger.wallet(userId),
      this.deps.ledger.rewards(userId),
      this.deps.watches.ofUser(userId),
      this.deps.watches.toldOf(userId, 50),
    ]);
    return deskOk({
      customer,
      bookings: bookings.filter((b) => b.status !== 'DRAFT').reverse(),
      wallet: { balance: walletBalance(wallet), entries: [...wallet].reverse() },
      rewards: { balance: rewardBalance(rewards, this.deps.clock.now()), entries: [...rewards].reverse() },
      watches,
      told,
    });
  }

  /** A wire deposit into the customer's wallet: the first opens it, with at least $25,000. */
  async creditWallet(
    staff: StaffCaller,
    userId: string,
    deposit: { amount: Cents; reference: string },
  ): Promise<DeskResult<{ balance: Cents }>> {
    const customer = await this.deps.desk.account(userId);
    if (!customer) return NOT_FOUND;
    const entries = await this.deps.ledger.wallet(userId);
    const refused =
      customer.role !== 'CUSTOMER'
        ? deskFail('REFUSED', WALLET_MESSAGES.NOT_A_CUSTOMER)
        : !depositAllowed(walletBalance(entries), entries.length > 0, deposit.amount)
          ? deskFail('INVALID', WALLET_MESSAGES.FIRST_DEPOSIT, { amount: WALLET_MESSAGES.FIRST_DEPOSIT })
          : null;
    if (refused) {
      await this.audit.record(staff, 'desk.customer.wallet-credit', {
        customerUserId: userId,
        details: `refused: ${refused.message}`,
      });
      return refused;
    }
    const credited = await this.deps.ledger.creditWallet(
      userId,
      {
        amount: deposit.amount,
        status: 'ADDED',
        at: this.deps.clock.now(),
        display: `Wire deposit ${deposit.reference}`,
      },
      deposit.reference,
    );
    await this.audit.record(staff, 'desk.customer.wallet-credit', {
      customerUserId: userId,
      details: credited
        ? `${formatUsd(deposit.amount)} from wire ${deposit.reference}`
        : `refused: wire ${deposit.reference} credited before`,
    });
    if (!credited) return deskFail('REFUSED', WALLET_MESSAGES.ALREADY_CREDITED);
    return deskOk({ balance: walletBalance(await this.deps.ledger.wallet(userId)) });
  }
}
