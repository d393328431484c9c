import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { formatUsd, type Cents } from '../../src/core/money';
import {
  CARD_BRAND_NAMES,
  detectCardBrand,
  formatCardNumber,
  formatExpiry,
  validateCard,
} from '../../src/core/payments/card';
import {
  channelFor,
  CheckoutCase,
  describeChannel,
  monthsAfter,
  NOW,
  wayOf,
  wordsOfOption,
  type WAYS,
} from '../support/rules/checkout';
import type { ContrailWorld } from '../support/world';

const checkout = (world: ContrailWorld): CheckoutCase => {
  world.seen.checkout ??= new CheckoutCase();
  return world.seen.checkout as CheckoutCase;
};
const usd = (cents: Cents) => formatUsd(cents);
const number = (text: string) => Number(text.replace(/,/g, ''));

// Choosing how to pay
Given(/^(?:\w+|she) has chosen to (.+)$/, function (this: ContrailWorld, way: string) {
  checkout(this).choose(way);
});
Given('{word} has not chosen how to pay', function (this: ContrailWorld, _name: string) {
  checkout(this);
});
Given('{word} has chosen not to pay now', function (this: ContrailWorld, _name: string) {
  checkout(this).chooseOption('not pay now');
});
When(/^(?:\w+|she) chooses to (.+)$/, function (this: ContrailWorld, way: string) {
  checkout(this).choose(way);
});
When(/^(?:\w+|she) chooses the option to (.+)$/, function (this: ContrailWorld, option: string) {
  checkout(this).chooseOption(option);
});
Then('her payment option is {string}', function (this: ContrailWorld, option: string) {
  assert.equal(wordsOfOption(checkout(this).choice.option), option);
});
Then('{string} is the only way to pay ticked', function (this: ContrailWorld, way: keyof typeof WAYS) {
  assert.equal(checkout(this).choice.subOption, wayOf(way));
});
Then('no way to pay is ticked', function (this: ContrailWorld) {
  assert.equal(checkout(this).choice.subOption, null);
});
Given(/^her trip is (in|not in) the peak travel period$/, function (this: ContrailWorld, inPeak: string) {
  checkout(this).peak = inPeak === 'in';
});
Given(/^she has (ticked|not ticked) the peak travel acknowledgement$/, function (this: ContrailWorld, t: string) {
  checkout(this).peakTicked = t === 'ticked';
});
Given('{word} has no phone number on her profile', function (this: ContrailWorld, _name: string) {
  checkout(this).phone = '';
});
When('she presses Confirm', function (this: ContrailWorld) {
  checkout(this).pressConfirm();
});
Then('she is stopped with {string}', function (this: ContrailWorld, message: string) {
  assert.equal(checkout(this).blocked, message);
});
Then('her payment goes ahead', function (this: ContrailWorld) {
  assert.equal(checkout(this).blocked, null);
});

// What she pays
Given(
  "{word}'s trip costs {money} for the aircraft, {money} in taxes and {money} in add-ons",
  function (this: ContrailWorld, _name: string, aircraftPrice: Cents, taxes: Cents, addons: Cents) {
    checkout(this).price = { aircraftPrice, taxes, addons };
  },
);
Given('she applies {money} of her rewards', function (this: ContrailWorld, amount: Cents) {
  checkout(this).rewardsApplied = amount;
});
Then('the card fee is {money}', function (this: ContrailWorld, fee: Cents) {
  assert.equal(usd(checkout(this).summary().cardFee), usd(fee));
});
Then('she pays {money} today', function (this: ContrailWorld, amount: Cents) {
  assert.equal(usd(checkout(this).summary().dueNow), usd(amount));
});
Then('{money} is due within 24 hours', function (this: ContrailWorld, amount: Cents) {
  assert.equal(usd(checkout(this).summary().dueLater), usd(amount));
});
Then('paying that balance by card adds a card fee of {money}', function (this: ContrailWorld, fee: Cents) {
  assert.equal(usd(checkout(this).balanceCardFee()), usd(fee));
});
Then('the flight costs {money}', function (this: ContrailWorld, amount: Cents) {
  assert.equal(usd(checkout(this).summary().flightTotal), usd(amount));
});

// Rewards and wallet
Given('{word} has earned {money} in rewards', function (this: ContrailWorld, _name: string, amount: Cents) {
  checkout(this).rewards.push({ bookingId: 'earlier-trip', amount, status: 'ADDED', at: NOW });
});
When('she applies her rewards to a trip costing {money}', function (this: ContrailWorld, cost: Cents) {
  checkout(this).applyRewardsTo(cost);
});
Then('{money} of her rewards are applied', function (this: ContrailWorld, amount: Cents) {
  assert.equal(usd(checkout(this).rewardsAnswer ?? -1), usd(amount));
});
Then('paying in full earns her {money} in rewards', function (this: ContrailWorld, amount: Cents) {
  assert.equal(usd(checkout(this).earned()), usd(amount));
});
When('she uses {money} of them on a booking', function (this: ContrailWorld, amount: Cents) {
  checkout(this).rewards.push({ bookingId: 'this-trip', amount, status: 'CAPTURED', at: NOW });
});
Then('she has {money} in rewards left', function (this: ContrailWorld, amount: Cents) {
  assert.equal(usd(checkout(this).rewardBalanceOn(NOW)), usd(amount));
});
Then(
  /^she (?:still )?has (\$[\d,]+) in rewards (\d+) months later$/,
  function (this: ContrailWorld, a: string, m: string) {
    const expected = Math.round(number(a.slice(1)) * 100);
    assert.equal(usd(checkout(this).rewardBalanceOn(monthsAfter(NOW, Number(m)))), usd(expected));
  },
);
Given("{word}'s wallet holds {money}", function (this: ContrailWorld, _name: string, amount: Cents) {
  checkout(this).wallet.push({ amount, status: 'ADDED', at: NOW, display: 'Deposit' });
});
Given('{word} has no wallet yet', function (this: ContrailWorld, _name: string) {
  checkout(this).wallet = [];
});
When('she pays {money} from her wallet', function (this: ContrailWorld, amount: Cents) {
  checkout(this).payFromWallet(amount);
});
When('she deposits {money} into a new wallet', function (this: ContrailWorld, amount: Cents) {
  checkout(this).depositIntoWallet(amount);
});
Then(/^the wallet (?:payment|deposit) is (accepted|refused)$/, function (this: ContrailWorld, answer: string) {
  assert.equal(checkout(this).walletAnswer, answer === 'accepted');
});

// How soon the trip departs
When(/^\w+ books an? (.+) trip departing in ([\d,]+) hours$/, function (this: ContrailWorld, scope: string, h: string) {
  this.seen.channel = describeChannel(channelFor(scope, number(h)));
});
Then('it is booked {}', function (this: ContrailWorld, how: string) {
  assert.equal((this.seen.channel as { how: string }).how, how);
});
Then('it is paid {}', function (this: ContrailWorld, paying: string) {
  assert.equal((this.seen.channel as { paying: string }).paying, paying);
});

// Entering a card
When('{word} types the card number {word}', function (this: ContrailWorld, _name: string, typed: string) {
  this.seen.cardNumber = typed;
});
Then('the card is recognised as {}', function (this: ContrailWorld, brand: string) {
  const detected = detectCardBrand(String(this.seen.cardNumber));
  assert.equal(detected && CARD_BRAND_NAMES[detected], brand);
});
Then('the number shows as {word}', function (this: ContrailWorld, shown: string) {
  assert.equal(formatCardNumber(String(this.seen.cardNumber)), shown);
});
When('{word} types the expiry {word}', function (this: ContrailWorld, _name: string, typed: string) {
  this.seen.expiry = formatExpiry(typed);
});
Then('the expiry shows as {word}', function (this: ContrailWorld, shown: string) {
  assert.equal(this.seen.expiry, shown);
});
Given(
  /^\w+ enters the card (\S+) for "(.*)", expiring (\S+), security code (\S+)$/,
  function (this: ContrailWorld, cardNumber: string, name: string, expiry: string, cvv: string) {
    this.seen.card = { number: cardNumber, name, expiry, cvv };
  },
);
When('she pays with it', function (this: ContrailWorld) {
  const card = this.seen.card as { number: string; name: string; expiry: string; cvv: string };
  this.seen.cardAnswer = validateCard(card, NOW);
});
Then('the card is accepted', function (this: ContrailWorld) {
  assert.deepEqual(this.seen.cardAnswer, { valid: true });
});
Then('the card is refused: {string}', function (this: ContrailWorld, message: string) {
  assert.deepEqual(this.seen.cardAnswer, { valid: false, message });
});
