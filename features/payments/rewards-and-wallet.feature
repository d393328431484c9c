@rules
Feature: Rewards and the wallet

  Rewards give back 1% of the flight cost, usable toward later trips for 24 months; up to half
  of them can be used on one booking. The wallet is prepaid through the concierge: it opens with
  at least $25,000 and always keeps $10,000.

  Scenario Outline: At most half of her rewards can be used on one booking
    Given Maya has earned <balance> in rewards
    When she applies her rewards to a trip costing <trip>
    Then <applied> of her rewards are applied

    Examples:
      | balance | trip    | applied |
      | $2,000  | $22,000 | $1,000  |
      | $2,000  | $600    | $600    |
      | $0      | $22,000 | $0      |

  Scenario: Paying in full earns 1% of the flight cost
    Given Maya's trip costs $20,000 for the aircraft, $1,500 in taxes and $500 in add-ons
    When she chooses to pay now by card
    Then paying in full earns her $220 in rewards

  Scenario: Rewards used on a booking come out of her balance
    Given Maya has earned $2,000 in rewards
    When she uses $800 of them on a booking
    Then she has $1,200 in rewards left

  Scenario: Rewards can be used for 24 months after they are earned
    Given Maya has earned $2,000 in rewards
    Then she still has $2,000 in rewards 23 months later
    And she has $0 in rewards 24 months later

  Scenario Outline: The wallet always keeps $10,000
    Given Maya's wallet holds <balance>
    When she pays <amount> from her wallet
    Then the wallet payment is <answer>

    Examples:
      | balance | amount     | answer   |
      | $50,000 | $40,000    | accepted |
      | $50,000 | $40,000.01 | refused  |
      | $10,000 | $1         | refused  |

  Scenario Outline: A wallet opens with at least $25,000
    Given Maya has no wallet yet
    When she deposits <amount> into a new wallet
    Then the wallet deposit is <answer>

    Examples:
      | amount  | answer   |
      | $25,000 | accepted |
      | $24,999 | refused  |
